import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extensions';
import { useTranslation } from 'react-i18next';
import { contentFragment } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { useEditorContext } from '../EditorContext';
import './contentEditor.css';

type Props = { innerId: string; label: string; autoFocus?: boolean };

/**
 * One element's rich text, bound to its own fragment of the shared Y.Doc: every keystroke is a
 * Yjs update relayed to the others, their carets and selections show in it. Undo is the
 * Collaboration extension's, per editor, so it never undoes someone else's typing.
 */
export function ContentEditor({ innerId, label, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const { session, self, readOnly, rights } = useEditorContext();
  const editable = !readOnly && (rights.editContentAllowed || rights.editStructureAllowed);
  const editor = useEditor(
    {
      extensions: [
        // no trailing paragraph: it would write to a document nobody edited (and never be saved)
        StarterKit.configure({ undoRedo: false, trailingNode: false }),
        Collaboration.configure({ fragment: contentFragment(session.doc, innerId) }),
        CollaborationCaret.configure({ provider: session.provider, user: { name: self.name, color: self.color, id: self.id } }),
        // an empty element says so, instead of being a blank strip only a hover shows
        Placeholder.configure({ placeholder: editable ? t('sdocEditor.canvas.typeHere') : '' }),
      ],
      editable,
      autofocus: autoFocus ? 'end' : false,
      editorProps: {
        attributes: {
          class: 'sdoc-content min-h-[1.75rem] px-2 py-1 focus:outline-none',
          'aria-label': label,
          'data-testid': `content-${innerId}`,
        },
      },
      // which element each person is in: the presence list and the tree show it
      onFocus: () => session.setFocus(innerId),
      onBlur: () => {
        if (session.awareness.getLocalState()?.focus === innerId) session.setFocus(null);
      },
    },
    [session, innerId],
  );

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  return <EditorContent editor={editor} className={`sdoc-editor rounded ${editable ? 'hover:bg-gray-50 focus-within:bg-white focus-within:ring-1 focus-within:ring-primary/40' : ''}`} />;
}
