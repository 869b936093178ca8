import type * as Y from 'yjs';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { Node as ProseMirrorNode, type Mark } from 'prosemirror-model';
import { MarkdownParser, MarkdownSerializer, type MarkdownSerializerState } from 'prosemirror-markdown';
import { contentSchema } from './contentSchema';
import { fragmentToJSON, type ProseMirrorJSON } from './fragmentJson';
import { updateFragment } from './fragmentUpdate';

/**
 * An element's content: Markdown outside (what SQL stores), a ProseMirror document inside the
 * Y.Doc, where each element's editor is bound to it. The schema is the editor's own, declared
 * without the editor (contentSchema.ts), so what an editor writes into a fragment reads back
 * here in Node as well; parsing and serialising are prosemirror-markdown's, mapped to its names.
 */

export type { ProseMirrorJSON };

// html is parsed only so that `<u>…</u>` (underline has no Markdown of its own) comes back as a
// mark; any other HTML is kept as plain text, never as markup
const markdownIt = MarkdownIt('default', { html: true, linkify: false });

const parser = new MarkdownParser(contentSchema, markdownIt, {
  blockquote: { block: 'blockquote' },
  paragraph: { block: 'paragraph' },
  list_item: { block: 'listItem' },
  bullet_list: { block: 'bulletList' },
  ordered_list: { block: 'orderedList', getAttrs: (tok) => ({ start: Number(tok.attrGet('start')) || 1 }) },
  heading: { block: 'heading', getAttrs: (tok) => ({ level: Number(tok.tag.slice(1)) }) },
  code_block: { block: 'codeBlock', noCloseToken: true },
  fence: { block: 'codeBlock', getAttrs: (tok) => ({ language: tok.info.trim() || null }), noCloseToken: true },
  hr: { node: 'horizontalRule' },
  hardbreak: { node: 'hardBreak' },
  em: { mark: 'italic' },
  strong: { mark: 'bold' },
  s: { mark: 'strike' },
  link: { mark: 'link', getAttrs: (tok) => ({ href: tok.attrGet('href'), title: tok.attrGet('title') || null }) },
  code_inline: { mark: 'code', noCloseToken: true },
  image: { ignore: true, noCloseToken: true },
});

type ParseState = { openMark(mark: Mark): void; closeMark(mark: Mark['type']): void; addText(text: string): void; openNode(type: unknown, attrs: unknown): void; closeNode(): void };
type TokenHandlers = Record<string, (state: ParseState, token: Token, tokens: Token[], i: number) => void>;
const handlers = (parser as unknown as { tokenHandlers: TokenHandlers }).tokenHandlers;
handlers.html_inline = (state, token) => {
  const tag = token.content.trim().toLowerCase();
  if (tag === '<u>') state.openMark(contentSchema.marks.underline!.create());
  else if (tag === '</u>') state.closeMark(contentSchema.marks.underline!);
  else state.addText(token.content);
};
handlers.html_block = (state, token) => {
  state.openNode(contentSchema.nodes.paragraph, null);
  state.addText(token.content.replace(/\n+$/, ''));
  state.closeNode();
};

const fence = (text: string): string => {
  const backticks = text.match(/`{3,}/gm);
  return backticks ? `${backticks.sort().slice(-1)[0]}\`` : '```';
};

const serializer = new MarkdownSerializer(
  {
    blockquote: (state, node) => state.wrapBlock('> ', null, node, () => state.renderContent(node)),
    codeBlock: (state, node) => {
      const marker = fence(node.textContent);
      state.write(`${marker}${(node.attrs.language as string | null) ?? ''}\n`);
      state.text(node.textContent, false);
      state.write('\n');
      state.write(marker);
      state.closeBlock(node);
    },
    heading: (state, node) => {
      state.write(`${state.repeat('#', node.attrs.level as number)} `);
      state.renderInline(node, false);
      state.closeBlock(node);
    },
    horizontalRule: (state, node) => {
      state.write('---');
      state.closeBlock(node);
    },
    bulletList: (state, node) => state.renderList(node, '  ', () => '- '),
    orderedList: (state, node) => {
      const start = (node.attrs.start as number | null) ?? 1;
      const width = String(start + node.childCount - 1).length;
      state.renderList(node, state.repeat(' ', width + 2), (i) => {
        const number = String(start + i);
        return `${state.repeat(' ', width - number.length)}${number}. `;
      });
    },
    listItem: (state, node) => state.renderContent(node),
    paragraph: (state, node) => {
      state.renderInline(node);
      state.closeBlock(node);
    },
    hardBreak: (state, node, parent, index) => {
      for (let i = index + 1; i < parent.childCount; i++)
        if (parent.child(i).type !== node.type) return void state.write('\\\n');
    },
    text: (state, node) => state.text(node.text ?? '', !(state as MarkdownSerializerState & { inAutolink?: boolean }).inAutolink),
  },
  {
    italic: { open: '*', close: '*', mixable: true, expelEnclosingWhitespace: true },
    bold: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
    strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
    underline: { open: '<u>', close: '</u>', mixable: true, expelEnclosingWhitespace: true },
    link: {
      open: () => '[',
      close: (_state, mark) => {
        const href = String(mark.attrs.href ?? '').replace(/[()"]/g, '\\$&');
        const title = mark.attrs.title ? ` "${String(mark.attrs.title).replace(/"/g, '\\"')}"` : '';
        return `](${href}${title})`;
      },
      mixable: true,
    },
    code: {
      open: (_state, _mark, parent, index) => backticksFor(parent.child(index), -1),
      close: (_state, _mark, parent, index) => backticksFor(parent.child(index - 1), 1),
      escape: false,
    },
  },
  // `<` and `>` are escaped so that text never turns into HTML when the Markdown is rendered
  { escapeExtraCharacters: /[<>]/g },
);

function backticksFor(node: ProseMirrorNode, side: number): string {
  let longest = 0;
  if (node.isText) for (const match of (node.text ?? '').matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  let result = longest > 0 && side > 0 ? ' `' : '`';
  for (let i = 0; i < longest; i++) result += '`';
  if (longest > 0 && side < 0) result += ' ';
  return result;
}

export function markdownToProseMirrorJSON(markdown: string): ProseMirrorJSON {
  return parser.parse(markdown).toJSON() as ProseMirrorJSON;
}

export function proseMirrorJSONToMarkdown(json: ProseMirrorJSON): string {
  return serializer.serialize(ProseMirrorNode.fromJSON(contentSchema, json), { tightLists: true });
}

/** Markdown as the editor writes it back: what stored content compares as once it has been live. */
export const normalizeMarkdown = (markdown: string): string => proseMirrorJSONToMarkdown(markdownToProseMirrorJSON(markdown));

export function fragmentToMarkdown(fragment: Y.XmlFragment): string {
  return proseMirrorJSONToMarkdown(fragmentToJSON(fragment));
}

/**
 * Makes the fragment hold `markdown`, changing only what differs (see fragmentUpdate.ts): text
 * typed elsewhere in the element survives. The fragment must belong to a Y.Doc.
 */
export function fillFragment(fragment: Y.XmlFragment, markdown: string): void {
  const doc = fragment.doc;
  if (!doc) throw new Error('fillFragment: the fragment is not part of a Y.Doc');
  doc.transact(() => updateFragment(fragment, markdownToProseMirrorJSON(markdown)));
}
