import { Schema } from 'prosemirror-model';

/**
 * The schema of an element's content, declared without the editor: the server reads and writes
 * content fragments with it and must not load Tiptap (nor prosemirror-view/state) to do so.
 *
 * It is the schema Tiptap's StarterKit builds (getSchema([StarterKit]), @tiptap 3.31), minus
 * what only a browser uses (parseDOM/toDOM): the same names, the same order (a mark's place in
 * the list decides how marks nest in Markdown and in Y.XmlText attributes; the first block is
 * what an empty container is filled with), attributes with the same defaults, the same content
 * expressions and groups. src/features/documents/structured/editor/canvas/contentSchema.test.ts
 * compares the two, so an upgrade of Tiptap that changes what is stored shows there.
 */
export const contentSchema = new Schema({
  topNode: 'doc',
  nodes: {
    paragraph: { content: 'inline*', group: 'block' },
    blockquote: { content: 'block+', group: 'block', defining: true },
    bulletList: { content: 'listItem+', group: 'block list' },
    codeBlock: { content: 'text*', marks: '', group: 'block', code: true, defining: true, attrs: { language: { default: null } } },
    doc: { content: 'block+' },
    hardBreak: { group: 'inline', inline: true, selectable: false, linebreakReplacement: true },
    heading: { content: 'inline*', group: 'block', defining: true, attrs: { level: { default: 1 } } },
    horizontalRule: { group: 'block' },
    listItem: { content: 'paragraph block*', defining: true },
    orderedList: { content: 'listItem+', group: 'block list', attrs: { start: { default: 1 }, type: { default: null } } },
    text: { group: 'inline' },
  },
  marks: {
    // inclusive: Tiptap's link follows its `autolink` option, on by default
    link: {
      inclusive: true,
      attrs: { href: { default: null }, target: { default: '_blank' }, rel: { default: 'noopener noreferrer nofollow' }, class: { default: null }, title: { default: null } },
    },
    bold: {},
    code: { excludes: '_', code: true },
    italic: {},
    strike: {},
    underline: {},
  },
});
