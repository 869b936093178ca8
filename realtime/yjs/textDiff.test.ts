import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyTextChange, moveCaret, textChange, type TextDelta } from './textDiff';

describe('textChange: the one span a textarea edit changed', () => {
  it.each([
    ['same', 'abc', 'abc', null],
    ['typed at the end', 'abc', 'abcd', { index: 3, remove: 0, insert: 'd' }],
    ['typed in the middle', 'abc', 'abXc', { index: 2, remove: 0, insert: 'X' }],
    ['typed a repeated letter', 'aaa', 'aaaa', { index: 3, remove: 0, insert: 'a' }],
    ['backspace', 'abc', 'ac', { index: 1, remove: 1, insert: '' }],
    ['replaced a selection', 'hello world', 'hello there', { index: 6, remove: 5, insert: 'there' }],
    ['cleared', 'abc', '', { index: 0, remove: 3, insert: '' }],
    ['pasted into empty', '', 'Заметки', { index: 0, remove: 0, insert: 'Заметки' }],
    ['emoji swapped keeps the pair whole', 'a😀b', 'a😃b', { index: 1, remove: 2, insert: '😃' }],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(textChange(before, after)).toEqual(expected);
  });

  it('applying the change to a Y.Text gives the new text', () => {
    const pairs: Array<[string, string]> = [['abc', 'abXc'], ['hello world', 'hello there'], ['aaa', 'a'], ['', 'x'], ['a😀b', 'a😃b']];
    for (const [before, after] of pairs) {
      const doc = new Y.Doc();
      const text = doc.getText('t');
      text.insert(0, before);
      applyTextChange(text, textChange(before, after)!, 'local');
      expect(text.toString()).toBe(after);
    }
  });

  it("keeps a concurrent edit elsewhere: only the edited span is touched", () => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    a.getText('t').insert(0, 'one two three');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    applyTextChange(a.getText('t'), textChange('one two three', 'one 2 three')!, 'local');
    applyTextChange(b.getText('t'), textChange('one two three', 'one two three!')!, 'local');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(a.getText('t').toString()).toBe('one 2 three!');
    expect(b.getText('t').toString()).toBe('one 2 three!');
  });
});

describe('moveCaret: the caret stays on its character when a remote change lands', () => {
  it.each<[string, number, TextDelta, number]>([
    ['insert before', 5, [{ retain: 2 }, { insert: 'abc' }], 8],
    ['insert at the caret goes before it', 5, [{ retain: 5 }, { insert: 'ab' }], 7],
    ['insert after', 5, [{ retain: 7 }, { insert: 'ab' }], 5],
    ['delete before', 5, [{ retain: 1 }, { delete: 2 }], 3],
    ['delete across the caret', 5, [{ retain: 3 }, { delete: 4 }], 3],
    ['delete after', 5, [{ retain: 5 }, { delete: 4 }], 5],
    ['insert and delete before', 10, [{ insert: 'xy' }, { retain: 2 }, { delete: 3 }], 9],
    ['caret at the start', 0, [{ retain: 0 }, { delete: 3 }], 0],
  ])('%s', (_name, position, delta, expected) => {
    expect(moveCaret(position, delta)).toBe(expected);
  });
});
