import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { markdownToProseMirrorJSON, proseMirrorJSONToMarkdown, type ProseMirrorJSON } from '../../../../realtime/yjs/structuredDoc/markdownContent';
import { DOC_CONTENT_CLASSES } from './DocContent';

type Props = {
  /** The Markdown the editor starts from (read once: later edits come from the editor itself). */
  initial: string;
  onChange: (markdown: string) => void;
  readOnly?: boolean;
};

type Tool = { key: string; label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean };

const TOOLS: Tool[][] = [
  [
    { key: 'bold', label: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', label: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
    { key: 'underline', label: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
    { key: 'strike', label: 'S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
    { key: 'code', label: '</>', run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    { key: 'h1', label: 'H1', run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(), active: (e) => e.isActive('heading', { level: 1 }) },
    { key: 'h2', label: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { key: 'h3', label: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  ],
  [
    { key: 'bulletList', label: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { key: 'orderedList', label: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { key: 'blockquote', label: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
    { key: 'codeBlock', label: '{ }', run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
    { key: 'rule', label: '―', run: (e) => e.chain().focus().setHorizontalRule().run() },
  ],
  [
    { key: 'undo', label: '↶', run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: '↷', run: (e) => e.chain().focus().redo().run() },
  ],
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // re-rendered on every transaction: the buttons show the marks at the cursor
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.flat().map((tool) => tool.active?.(e) ?? false) });
  let index = 0;
  return (
    <div role="toolbar" aria-label={t('simpleDocs.editor.toolbar')} data-no-print className="flex flex-wrap items-center gap-1 border-b border-gray-200 bg-gray-50 px-2 py-1">
      {TOOLS.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-r border-gray-200 pr-1 last:border-r-0">
          {group.map((tool) => {
            const on = active[index++] ?? false;
            return (
              <button
                key={tool.key}
                type="button"
                title={t(`simpleDocs.editor.tools.${tool.key}`)}
                aria-label={t(`simpleDocs.editor.tools.${tool.key}`)}
                aria-pressed={tool.active ? on : undefined}
                data-testid={`tool-${tool.key}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => tool.run(editor)}
                className={`min-w-8 rounded px-2 py-1 text-sm ${on ? 'bg-primary text-white' : 'text-gray-800 hover:bg-gray-200'} ${tool.key === 'italic' ? 'italic' : ''} ${tool.key === 'bold' ? 'font-bold' : ''} ${tool.key === 'underline' ? 'underline' : ''} ${tool.key === 'strike' ? 'line-through' : ''}`}
              >
                {tool.label}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The content of a simple document in Tiptap (StarterKit), read from and written back as Markdown. */
export function MarkdownEditor({ initial, onChange, readOnly = false }: Props) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit],
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
      {!readOnly && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
