import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fragmentToJSON } from './fragmentJson';
import { textChange, updateFragment } from './fragmentUpdate';
import { markdownToProseMirrorJSON } from './markdownContent';

// Compatibility with the editor binding is proven beside the editor
// (src/features/documents/structured/editor/canvas/fragmentBindingCompat.test.ts); here, what
// the update keeps.
function filled(markdown: string): Y.XmlFragment {
  const fragment = new Y.Doc().getXmlFragment('content');
  fill(fragment, markdown);
  return fragment;
}
const fill = (fragment: Y.XmlFragment, markdown: string): void => fragment.doc!.transact(() => updateFragment(fragment, markdownToProseMirrorJSON(markdown)));
const block = (fragment: Y.XmlFragment, index: number): Y.XmlElement => fragment.get(index) as Y.XmlElement;
const textOf = (fragment: Y.XmlFragment, index: number): Y.XmlText => block(fragment, index).get(0) as Y.XmlText;

/** The Yjs operations an update makes, as the structs it adds and the ones it deletes. */
function change(fragment: Y.XmlFragment, write: () => void): { added: number; deleted: number } {
  const before = Y.snapshot(fragment.doc!);
  write();
  const after = Y.snapshot(fragment.doc!);
  const added = [...after.sv].reduce((sum, [client, clock]) => sum + clock - (before.sv.get(client) ?? 0), 0);
  let deleted = 0;
  after.ds.clients.forEach((items) => items.forEach((item) => (deleted += item.len)));
  before.ds.clients.forEach((items) => items.forEach((item) => (deleted -= item.len)));
  return { added, deleted };
}

describe('updateFragment', () => {
  it('keeps the Y types of what did not change, and of the element whose text changed', () => {
    const fragment = filled('first\n\nsecond\n\nthird');
    const [first, second, third] = [block(fragment, 0), block(fragment, 1), block(fragment, 2)];
    const secondText = textOf(fragment, 1);
    fill(fragment, 'first\n\nsecond, longer\n\nthird');
    expect(block(fragment, 0)).toBe(first);
    expect(block(fragment, 1)).toBe(second);
    expect(block(fragment, 2)).toBe(third);
    expect(textOf(fragment, 1)).toBe(secondText);
    expect(secondText.toString()).toBe('second, longer');
  });

  it('writes only the characters typed', () => {
    const fragment = filled('Hello world\n\nanother paragraph');
    expect(change(fragment, () => fill(fragment, 'Hello, world\n\nanother paragraph'))).toEqual({ added: 1, deleted: 0 });
    expect(change(fragment, () => fill(fragment, 'Hello, world\n\nanother paragraph'))).toEqual({ added: 0, deleted: 0 });
  });

  it('writes only formatting when only a mark changes', () => {
    const fragment = filled('plain text here');
    const text = textOf(fragment, 0);
    const { deleted } = change(fragment, () => fill(fragment, 'plain **text** here'));
    expect(deleted).toBe(0);
    expect(textOf(fragment, 0)).toBe(text);
    expect(text.toDelta()).toEqual([{ insert: 'plain ' }, { insert: 'text', attributes: { bold: {} } }, { insert: ' here' }]);
  });

  it('changes an attribute in place', () => {
    const fragment = filled('# Title');
    const heading = block(fragment, 0);
    fill(fragment, '### Title');
    expect(block(fragment, 0)).toBe(heading);
    expect(heading.getAttribute('level')).toBe(3);
  });

  it('an emptied paragraph keeps its text object (what someone types there meanwhile survives)', () => {
    const fragment = new Y.Doc().getXmlFragment('content');
    fragment.doc!.transact(() => updateFragment(fragment, { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'gone' }] }] }));
    const text = textOf(fragment, 0);
    fragment.doc!.transact(() => updateFragment(fragment, { type: 'doc', content: [{ type: 'paragraph' }] }));
    expect(textOf(fragment, 0)).toBe(text);
    expect(text.length).toBe(0);
    expect(fragmentToJSON(fragment)).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [] }] });
  });

  it('pairs an edited paragraph with its new text, not with one inserted beside it', () => {
    const fragment = filled('first\n\nsecond');
    const second = block(fragment, 1);
    fill(fragment, 'first\n\ninserted\n\nsecond!');
    expect(block(fragment, 2)).toBe(second);
    expect(fragmentToJSON(fragment).content?.map((node) => node.content?.[0]?.text)).toEqual(['first', 'inserted', 'second!']);
  });

  it('replaces a block by one of another kind', () => {
    const fragment = filled('a\n\n---\n\nc');
    fill(fragment, 'a\n\n> q\n\nc');
    expect(fragment.toArray().map((child) => (child as Y.XmlElement).nodeName)).toEqual(['paragraph', 'blockquote', 'paragraph']);
  });
});

describe('fragmentToJSON', () => {
  it('reads a self-overlapping mark stored under `name--hash` by its name', () => {
    const fragment = new Y.Doc().getXmlFragment('content');
    const paragraph = new Y.XmlElement('paragraph');
    fragment.insert(0, [paragraph]);
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    text.insert(0, 'x', { 'comment--AbCd+/9=': { id: 1 } });
    expect(fragmentToJSON(fragment).content?.[0]?.content?.[0]).toEqual({ type: 'text', text: 'x', marks: [{ type: 'comment', attrs: { id: 1 } }] });
  });
});

describe('textChange', () => {
  it.each([
    ['abc', 'abXc', { index: 2, removed: 0, inserted: 'X' }],
    ['abc', 'ac', { index: 1, removed: 1, inserted: '' }],
    ['same', 'same', { index: 4, removed: 0, inserted: '' }],
    ['', 'new', { index: 0, removed: 0, inserted: 'new' }],
    // 😀 (d83d de00) → 😁 (d83d de01): the pair is replaced whole, never split
    ['a😀b', 'a😁b', { index: 1, removed: 2, inserted: '😁' }],
    // 𐀀 (d800 dc00) → 𿰀 (d83f dc00): the same low half, a different high one
    ['𐀀b', '\u{1FC00}b', { index: 0, removed: 2, inserted: '\u{1FC00}' }],
  ])('%j → %j', (from, to, expected) => {
    expect(textChange(from, to)).toEqual(expected);
  });
});
