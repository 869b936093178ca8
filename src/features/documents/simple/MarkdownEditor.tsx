import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { markdownToProseMirrorJSON, proseMirrorJSONToMarkdown, type ProseMirrorJSON } from '../../../../realtime/yjs/structuredDoc/markdownContent';
import { FormattingToolbar } from '../richText/FormattingToolbar';
import { ReferencePicker } from '../richText/ReferencePicker';
import { ReferenceTrigger } from '../richText/referenceTrigger';
import { ReferenceHighlight } from '../richText/referenceHighlight';
import { DOC_CONTENT_CLASSES } from './DocContent';

type Props = {
  /** The Markdown the editor starts from (read once: later edits come from the editor itself). */
  initial: string;
  onChange: (markdown: string) => void;
  readOnly?: boolean;
  /** The document edited: the reference picker offers its own things first. */
  documentId?: string;
};

/**
 * The content of a simple document in Tiptap (StarterKit), read from and written back as Markdown;
 * ':' cites a term, a document or a source through the reference picker.
 */
export function MarkdownEditor({ initial, onChange, readOnly = false, documentId }: Props) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    // a click on a link while editing places the caret in it; the view opens links
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), ReferenceTrigger, ReferenceHighlight],
    content: markdownToProseMirrorJSON(initial) as JSONContent,
    editable: !readOnly,
    editorProps: { attributes: { class: `${DOC_CONTENT_CLASSES} min-h-[320px] px-4 py-3 focus:outline-none`, 'data-testid': 'doc-editor', 'aria-label': t('simpleDocs.editor.content') } },
    onUpdate: ({ editor: e }) => onChangeRef.current(proseMirrorJSONToMarkdown(e.getJSON() as ProseMirrorJSON)),
  });
  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);
  return (
    <div className="rounded border border-gray-300 bg-white">
      {!readOnly && <FormattingToolbar editor={editor} />}
      <EditorContent editor={editor} />
      {!readOnly && <ReferencePicker editor={editor} documentId={documentId} />}
    </div>
  );
}
