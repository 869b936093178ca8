import type { Editor } from '@tiptap/core';

/**
 * The formatting buttons of the document editors (simple documents and every text element of a
 * structured one): marks, headings, blocks, undo. Each acts on the editor given and keeps the
 * focus in it. Undo is the editor's own — in a live structured document the Collaboration
 * extension's, which undoes only what this person typed.
 */
export type FormattingTool = { key: string; label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean };

export const FORMATTING_TOOLS: FormattingTool[][] = [
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
