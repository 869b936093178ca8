import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { updateYFragment, yXmlFragmentToProseMirrorRootNode, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { fragmentToJSON, type ProseMirrorJSON } from '../../../../../../realtime/yjs/structuredDoc/fragmentJson';
import { updateFragment } from '../../../../../../realtime/yjs/structuredDoc/fragmentUpdate';
import { fillFragment, fragmentToMarkdown, markdownToProseMirrorJSON } from '../../../../../../realtime/yjs/structuredDoc/markdownContent';

// The server writes element content into the Y.Doc with Yjs alone (fragmentJson.ts,
// fragmentUpdate.ts); each element's editor is bound to the same fragment by Tiptap's
// Collaboration extension (@tiptap/y-tiptap). Whatever one writes, the other must read as the
// same document, and each must find the other's writing already up to date.
const editorSchema = getSchema([StarterKit]);

const text = (value: string, ...marks: Array<string | { type: string; attrs: Record<string, unknown> }>): ProseMirrorJSON => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 ? { marks: marks.map((mark) => (typeof mark === 'string' ? { type: mark } : mark)) } : {}),
});
const paragraph = (...content: ProseMirrorJSON[]): ProseMirrorJSON => ({ type: 'paragraph', ...(content.length > 0 ? { content } : {}) });
const link = { type: 'link', attrs: { href: 'https://example.org/a', title: 'Заголовок' } };
const fromMarkdown = (markdown: string): ProseMirrorJSON => markdownToProseMirrorJSON(markdown);

const corpus: Array<[string, ProseMirrorJSON]> = [
  ['headings', fromMarkdown('# Первый\n\n## Second\n\n###### Six')],
  ['nested lists, ordered with a start', fromMarkdown('- a\n- b\n  - c\n    3. deep\n    4. deeper\n- d\n\n7. seven\n8. eight\n   - inner')],
  ['code blocks with and without a language', fromMarkdown('```ts\nconst a = 1;\n\nreturn a;\n```\n\n```\nplain `ticks`\n```')],
  ['blockquotes, nested', fromMarkdown('> quote\n>\n> > nested\n\n> - a list in a quote')],
  ['hard breaks', fromMarkdown('line\\\nbreak\\\nagain')],
  ['links with a title', fromMarkdown('[a](https://example.org "Title") and [b](https://example.org/b)')],
  ['horizontal rule', fromMarkdown('above\n\n---\n\nbelow')],
  ['empty paragraphs', { type: 'doc', content: [paragraph(), paragraph(text('between')), paragraph()] }],
  [
    'overlapping marks',
    {
      type: 'doc',
      content: [
        paragraph(text('b', 'bold'), text('bi', 'bold', 'italic'), text('is', 'italic', 'strike'), text('su', 'strike', 'underline'), text(' '), text('code', 'code')),
        paragraph(text('link', link), text(' bold link', link, 'bold'), text(' 😀 emoji', 'underline')),
      ],
    },
  ],
  ['an empty document', { type: 'doc', content: [paragraph()] }],
];

/** The document as Tiptap holds it (checked against the editor's schema). */
function editorNode(json: ProseMirrorJSON): ProseMirrorNode {
  const node = editorSchema.nodeFromJSON(json);
  node.check();
  return node;
}

const bindingWrite = (fragment: Y.XmlFragment, node: ProseMirrorNode): void =>
  fragment.doc!.transact(() => updateYFragment(fragment.doc!, fragment, node, { mapping: new Map(), isOMark: new Map() }));
const ourWrite = (fragment: Y.XmlFragment, json: ProseMirrorJSON): void => fragment.doc!.transact(() => updateFragment(fragment, json));
const bindingRead = (fragment: Y.XmlFragment): ProseMirrorNode => yXmlFragmentToProseMirrorRootNode(fragment, editorSchema);
const ourRead = (fragment: Y.XmlFragment): ProseMirrorNode => editorSchema.nodeFromJSON(fragmentToJSON(fragment));

function freshFragment(clientID = 1): Y.XmlFragment {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return doc.getXmlFragment('content');
}

/** Whether `write` changes the fragment's document at all. */
function writes(fragment: Y.XmlFragment, write: () => void): boolean {
  let changed = false;
  const listen = () => (changed = true);
  fragment.doc!.on('update', listen);
  write();
  fragment.doc!.off('update', listen);
  return changed;
}

describe.each(corpus)('%s', (_name, json) => {
  const node = editorNode(json);
  const complete = node.toJSON() as ProseMirrorJSON;

  it('what the editor binding writes reads back identically here', () => {
    const fragment = freshFragment();
    bindingWrite(fragment, node);
    expect(fragmentToJSON(fragment)).toEqual(yXmlFragmentToProsemirrorJSON(fragment));
    expect(ourRead(fragment).eq(node)).toBe(true);
  });

  it('what is written here reads back identically in the editor binding', () => {
    const fragment = freshFragment();
    ourWrite(fragment, complete);
    expect(bindingRead(fragment).eq(node)).toBe(true);
    expect(ourRead(fragment).eq(node)).toBe(true);
  });

  it('a fresh fragment filled here is the very update the binding writes (seeds of either merge into one)', () => {
    const [theirs, ours] = [freshFragment(7), freshFragment(7)];
    bindingWrite(theirs, node);
    ourWrite(ours, complete);
    expect(Y.encodeStateAsUpdate(ours.doc!)).toEqual(Y.encodeStateAsUpdate(theirs.doc!));
  });

  it("each finds the other's fragment already holding the document: writing it again changes nothing", () => {
    const [theirs, ours] = [freshFragment(), freshFragment()];
    bindingWrite(theirs, node);
    ourWrite(ours, complete);
    expect(writes(theirs, () => ourWrite(theirs, complete))).toBe(false);
    expect(writes(ours, () => bindingWrite(ours, node))).toBe(false);
  });
});

const edits: Array<[string, ProseMirrorJSON, ProseMirrorJSON]> = [
  ['a character typed', fromMarkdown('Hello world'), fromMarkdown('Hello, world')],
  ['a mark added', fromMarkdown('plain text here'), fromMarkdown('plain **text** here')],
  ['marks changed over a range', fromMarkdown('**bold *and* bold**'), fromMarkdown('**bold** *and ~~bold~~*')],
  ['a link title changed', fromMarkdown('[a](https://x.org "one")'), fromMarkdown('[a](https://x.org "two")')],
  ["a heading's level", fromMarkdown('# Title\n\ntext'), fromMarkdown('## Title\n\ntext')],
  ["a code block's language removed", fromMarkdown('```js\nx\n```'), fromMarkdown('```\nx\n```')],
  ['a list item indented', fromMarkdown('- a\n- b\n- c'), fromMarkdown('- a\n  - b\n- c')],
  ["an ordered list's start", fromMarkdown('1. a\n2. b'), fromMarkdown('5. a\n6. b')],
  ['a paragraph emptied', { type: 'doc', content: [paragraph(text('text'))] }, { type: 'doc', content: [paragraph()] }],
  ['a paragraph inserted between two', fromMarkdown('a\n\nc'), fromMarkdown('a\n\nb\n\nc')],
  ['a block replaced by another kind', fromMarkdown('a\n\n---\n\nc'), fromMarkdown('a\n\n> q\n\nc')],
  ['most of it removed', fromMarkdown('a\n\n- b\n\n> c\n\nd'), fromMarkdown('d')],
  ...corpus.slice(1).map(([name, json], i): [string, ProseMirrorJSON, ProseMirrorJSON] => [`${corpus[i]![0]} → ${name}`, corpus[i]![1], json]),
];

describe.each(edits)('an edit: %s', (_name, before, after) => {
  const target = editorNode(after);

  it('written here over what the binding wrote, it reads back in the binding; the binding finds nothing left to change', () => {
    const fragment = freshFragment();
    bindingWrite(fragment, editorNode(before));
    ourWrite(fragment, target.toJSON() as ProseMirrorJSON);
    expect(bindingRead(fragment).eq(target)).toBe(true);
    expect(writes(fragment, () => bindingWrite(fragment, target))).toBe(false);
  });

  it('written by the binding over what was written here, it reads back here', () => {
    const fragment = freshFragment();
    ourWrite(fragment, editorNode(before).toJSON() as ProseMirrorJSON);
    bindingWrite(fragment, target);
    expect(ourRead(fragment).eq(target)).toBe(true);
    expect(writes(fragment, () => ourWrite(fragment, target.toJSON() as ProseMirrorJSON))).toBe(false);
  });
});

type Fill = (fragment: Y.XmlFragment, markdown: string) => void;
const fills: Array<[string, Fill]> = [
  ['the editor binding', (fragment, markdown) => bindingWrite(fragment, editorNode(markdownToProseMirrorJSON(markdown)))],
  ['fillFragment', fillFragment],
];

/** Someone typing: text inserted into the Y.XmlText of the block at `path`, as the editor binding does. */
function type(fragment: Y.XmlFragment, path: number[], at: number, typed: string): void {
  let block: Y.XmlFragment = fragment;
  for (const index of path) block = block.get(index) as Y.XmlElement;
  (block.get(0) as Y.XmlText).insert(at, typed);
}

const concurrent: Array<{ name: string; start: string; typed: [number[], number, string]; filled: string; expected: string }> = [
  { name: 'another paragraph rewritten', start: 'first\n\nsecond', typed: [[0], 5, '!'], filled: 'first\n\nsecond, rewritten', expected: 'first!\n\nsecond, rewritten' },
  { name: 'the same paragraph, further on', start: 'one two three', typed: [[0], 0, 'Zero, '], filled: 'one two three four', expected: 'Zero, one two three four' },
  { name: 'a paragraph inserted after it', start: 'first\n\nlast', typed: [[1], 4, '!'], filled: 'first\n\nmiddle\n\nlast', expected: 'first\n\nmiddle\n\nlast!' },
  { name: 'a list item added', start: '- a\n- b', typed: [[0, 1, 0], 1, '+'], filled: '- a\n- b\n- c', expected: '- a\n- b+\n- c' },
  { name: "the heading's level changed", start: '# Title\n\ntext', typed: [[0], 5, 's'], filled: '## Title\n\ntext', expected: '## Titles\n\ntext' },
  { name: 'marks added around it', start: 'some words here', typed: [[0], 4, ' more'], filled: 'some **words** here', expected: 'some more **words** here' },
];

describe.each(fills)('text typed while %s fills new Markdown into the element', (_name, fill) => {
  it.each(concurrent)('$name: both are kept', ({ start, typed, filled, expected }) => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    fill(a.getXmlFragment('c'), start);
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    type(a.getXmlFragment('c'), ...typed);
    fill(b.getXmlFragment('c'), filled);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(fragmentToMarkdown(a.getXmlFragment('c'))).toBe(expected);
    expect(fragmentToMarkdown(b.getXmlFragment('c'))).toBe(expected);
  });
});

it('a paragraph inserted before the one being typed in does not take its place (here; the binding moves the typing into the new one)', () => {
  const [a, b] = [new Y.Doc(), new Y.Doc()];
  fillFragment(a.getXmlFragment('c'), 'first\n\nsecond');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  type(a.getXmlFragment('c'), [1], 0, 'X');
  fillFragment(b.getXmlFragment('c'), 'first\n\ninserted\n\nsecond?');
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  expect(fragmentToMarkdown(a.getXmlFragment('c'))).toBe('first\n\ninserted\n\nXsecond?');
  expect(fragmentToMarkdown(b.getXmlFragment('c'))).toBe('first\n\ninserted\n\nXsecond?');
});
