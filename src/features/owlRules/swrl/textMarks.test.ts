import { describe, expect, it } from 'vitest';
import { lineColumnOf, piecesOf } from './textMarks';

describe('lineColumnOf', () => {
  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['ab\ncd', 3, 2, 1],
    ['ab\ncd', 4, 2, 2],
    ['ab\ncd', 99, 2, 3],
    ['', 0, 1, 1],
  ])('%j at %i is line %i column %i', (text, offset, line, column) => {
    expect(lineColumnOf(text, offset)).toEqual({ line, column });
  });
});

describe('piecesOf', () => {
  it('leaves a text without problems whole', () => {
    expect(piecesOf('A(?x)', [])).toEqual([{ text: 'A(?x)', marked: false }]);
  });

  it('marks a span', () => {
    expect(piecesOf('A(?x) -> B(?y)', [{ at: 11, length: 2 }])).toEqual([
      { text: 'A(?x) -> B(', marked: false },
      { text: '?y', marked: true },
      { text: ')', marked: false },
    ]);
  });

  it('marks one character for an empty span, and a blank at the end', () => {
    expect(piecesOf('A(?x', [{ at: 1, length: 0 }])).toEqual([
      { text: 'A', marked: false },
      { text: '(', marked: true },
      { text: '?x', marked: false },
    ]);
    expect(piecesOf('A(?x', [{ at: 4, length: 0 }])).toEqual([
      { text: 'A(?x', marked: false },
      { text: ' ', marked: true },
    ]);
  });

  it('merges overlapping marks and orders them', () => {
    expect(piecesOf('abcdefgh', [{ at: 5, length: 2 }, { at: 1, length: 3 }, { at: 2, length: 1 }])).toEqual([
      { text: 'a', marked: false },
      { text: 'bcd', marked: true },
      { text: 'e', marked: false },
      { text: 'fg', marked: true },
      { text: 'h', marked: false },
    ]);
  });
});
