import { describe, expect, it } from 'vitest';
import { locateRange, splitOverPieces } from './textAnchors';

describe('locateRange', () => {
  const text = 'Первый абзац и второй абзац';
  it.each([
    ['the quote where it was', { start: 7, end: 12, quote: 'абзац' }, { start: 7, end: 12 }],
    ['text inserted before: the nearest occurrence', { start: 20, end: 25, quote: 'абзац' }, { start: 22, end: 27 }],
    ['the quote is gone', { start: 0, end: 5, quote: 'третий' }, null],
    ['no quote, offsets inside the text', { start: 0, end: 6, quote: '' }, { start: 0, end: 6 }],
    ['no quote, offsets past the end', { start: 0, end: 99, quote: '' }, null],
  ])('%s', (_name, range, expected) => {
    expect(locateRange(text, range)).toEqual(expected);
  });
});

describe('splitOverPieces', () => {
  it.each<[string, number[], number, number, Array<[number, number, number]>]>([
    ['inside one piece', [10], 2, 5, [[0, 2, 5]]],
    ['across three pieces', [3, 4, 5], 2, 9, [[0, 2, 3], [1, 0, 4], [2, 0, 2]]],
    ['exactly one whole middle piece', [3, 4, 5], 3, 7, [[1, 0, 4]]],
    ['empty pieces are skipped', [3, 0, 5], 2, 5, [[0, 2, 3], [2, 0, 2]]],
    ['an empty range', [3, 4], 3, 3, []],
  ])('%s', (_name, lengths, start, end, expected) => {
    expect(splitOverPieces(lengths, start, end).map((p) => [p.index, p.from, p.to])).toEqual(expected);
  });
});
