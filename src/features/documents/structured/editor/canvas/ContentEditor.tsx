import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extensions';
import { useTranslation } from 'react-i18next';
import { contentFragment } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { ReferenceTrigger } from '../../../richText/referenceTrigger';
import { ReferenceHighlight } from '../../../richText/referenceHighlight';
import { useEditorContext } from '../EditorContext';
import { useFocusWanted } from '../live/focusRequest';
import './contentEditor.css';

type Props = { innerId: string; label: string; autoFocus?: boolean };

/**
 * The caret into an editor at the end of its text, at once. Tiptap's own focus command waits a
 * frame, and meanwhile a menu that just closed (the tree's «Добавить после») gives the focus back
 * to its button — while the old element's editor still holds the selection, so what was typed went
 * there. Focusing in the same task as the element appears leaves nothing in between.
 */
function takeCaret(editor: Editor): void {
  if (editor.isDestroyed) return;
  const { view } = editor;
  if (!view.dom.isConnected) {
    editor.commands.focus('end');
    return;
  }
  view.dispatch(view.state.tr.setSelection(Selection.atEnd(view.state.doc)).scrollIntoView());
  view.focus();
}

/**
 * One element's rich text, bound to its own fragment of the shared Y.Doc: every keystroke is a
 * Yjs update relayed to the others, their carets and selections show in it. Undo is the
 * Collaboration extension's, per editor, so it never undoes someone else's typing. The editor
 * last focused is the workspace's active one: the formatting toolbar and the ':' reference picker
 * act on it.
 */
export function ContentEditor({ innerId, label, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const { session, self, readOnly, rights, focusRequest, activeEditor } = useEditorContext();
  const editable = !readOnly && (rights.editContentAllowed || rights.editStructureAllowed);
  const focusWanted = useFocusWanted(focusRequest, innerId, 'content');
  const editor = useEditor(
    {
      extensions: [
        // no trailing paragraph: it would write to a document nobody edited (and never be saved);
        // a click on a link while editing places the caret in it, the viewer opens links
        StarterKit.configure({ undoRedo: false, trailingNode: false, link: { openOnClick: false } }),
        Collaboration.configure({ fragment: contentFragment(session.doc, innerId) }),
        CollaborationCaret.configure({ provider: session.provider, user: { name: self.name, color: self.color, id: self.id } }),
        // an empty element says so, instead of being a blank strip only a hover shows
        Placeholder.configure({ placeholder: editable ? t('sdocEditor.canvas.typeHere') : '' }),
        ReferenceTrigger,
        ReferenceHighlight,
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
      onFocus: ({ editor: focused }) => {
        session.setFocus(innerId);
        activeEditor.set(focused);
      },
      onBlur: () => {
        if (session.awareness.getLocalState()?.focus === innerId) session.setFocus(null);
      },
    },
    [session, innerId],
  );

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  // an element just added (or pasted) takes the caret as soon as its editor exists
  useEffect(() => {
    if (!editor || !focusWanted) return;
    takeCaret(editor);
    focusRequest.fulfilled(innerId, 'content');
  }, [editor, focusWanted, focusRequest, innerId]);

  // the toolbar must not act on an editor that is gone (the element was deleted or scrolled away)
  useEffect(() => () => {
    if (editor && activeEditor.get() === editor) activeEditor.set(null);
  }, [editor, activeEditor]);

  return <EditorContent editor={editor} className={`sdoc-editor rounded ${editable ? 'hover:bg-gray-50 focus-within:bg-white focus-within:ring-1 focus-within:ring-primary/40' : ''}`} />;
}
