import { describe, expect, it } from 'vitest';
import { changedRanges, diffWords, tokenizeWords, type WordSegment } from './wordDiff';

const s = (text: string): WordSegment => ({ op: 'same', text });
const add = (text: string): WordSegment => ({ op: 'added', text });
const rem = (text: string): WordSegment => ({ op: 'removed', text });

describe('tokenizeWords', () => {
  it.each([
    ['Договор поставки, 2024 г.', ['Договор', ' ', 'поставки', ',', ' ', '2024', ' ', 'г', '.']],
    ['has_part  x', ['has_part', '  ', 'x']],
    ['', []],
    ['ё-моё', ['ё', '-', 'моё']],
  ])('%j', (text, tokens) => expect(tokenizeWords(text)).toEqual(tokens));
});

describe('diffWords', () => {
  const cases: Array<[string, string, string, WordSegment[]]> = [
    ['identical texts', 'один два', 'один два', [s('один два')]],
    ['one word replaced', 'Договор поставки товара', 'Договор аренды товара', [s('Договор '), rem('поставки'), add('аренды'), s(' товара')]],
    ['a word appended', 'Срок действия', 'Срок действия договора', [s('Срок действия'), add(' договора')]],
    ['a word removed in the middle', 'очень важный пункт', 'важный пункт', [rem('очень '), s('важный пункт')]],
    ['a changed ending keeps the comma', 'договор, акт', 'договора, акт', [rem('договор'), add('договора'), s(', акт')]],
    ['from nothing', '', 'новый текст', [add('новый текст')]],
    ['to nothing', 'старый текст', '', [rem('старый текст')]],
    ['both empty', '', '', []],
    ['words swapped', 'a b c', 'c b a', [rem('a'), add('c'), s(' b '), rem('c'), add('a')]],
    ['a repeated word replaced', 'да да нет', 'да нет нет', [s('да '), rem('да'), add('нет'), s(' нет')]],
  ];
  it.each(cases)('%s', (_name, older, newer, segments) => {
    const diff = diffWords(older, newer);
    expect(diff).toEqual(segments);
    // each side is rebuilt exactly from its segments
    expect(diff.filter((x) => x.op !== 'added').map((x) => x.text).join('')).toBe(older);
    expect(diff.filter((x) => x.op !== 'removed').map((x) => x.text).join('')).toBe(newer);
  });

  it('reports a huge changed middle whole instead of building the table', () => {
    const older = Array.from({ length: 2100 }, (_, i) => `a${i}`).join(' ');
    const newer = Array.from({ length: 2100 }, (_, i) => `b${i}`).join(' ');
    const diff = diffWords(`x ${older}`, `x ${newer}`);
    expect(diff.map((x) => x.op)).toEqual(['same', 'removed', 'added']);
  });
});

describe('changedRanges', () => {
  const cases: Array<[string, string, string, 'older' | 'newer', Array<[number, number]>]> = [
    ['the new word on the newer side', 'Договор поставки товара', 'Договор аренды товара', 'newer', [[8, 14]]],
    ['the old word on the older side', 'Договор поставки товара', 'Договор аренды товара', 'older', [[8, 16]]],
    ['edges trimmed of white space', 'Срок', 'Срок действия', 'newer', [[5, 13]]],
    ['nothing changed on this side', 'a b', 'a b c', 'older', []],
    ['white space alone is not marked', 'a b', 'a  b', 'newer', []],
    ['several changes', 'раз два три', 'раз 2 три 4', 'newer', [[4, 5], [10, 11]]],
  ];
  it.each(cases)('%s', (_name, older, newer, side, ranges) => {
    const found = changedRanges(diffWords(older, newer), side);
    expect(found).toEqual(ranges);
    const text = side === 'older' ? older : newer;
    for (const [start, end] of found) expect(text.slice(start, end).trim()).toBe(text.slice(start, end));
  });
});
