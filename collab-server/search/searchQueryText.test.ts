import { describe, expect, it } from 'vitest';
import { searchQueryText } from './searchQueryText';

describe('searchQueryText', () => {
  it.each([
    ['кошки', { words: '', prefix: 'кошки' }],
    ['белая кош', { words: 'белая', prefix: 'кош' }],
    ['  running  ', { words: '', prefix: 'running' }],
    ['белая кошка ', { words: 'белая', prefix: 'кошка' }],
    ['"белая кошка"', { words: '"белая кошка"', prefix: null }],
    ['кошка -собака', { words: 'кошка -собака', prefix: null }],
    ['кошка or', { words: 'кошка or', prefix: null }],
    ['кошка!', { words: 'кошка!', prefix: null }],
    ['a&b:*', { words: 'a&b:*', prefix: null }],
    ['user@mail.ru', { words: 'user@mail.ru', prefix: null }],
    ['версия 2', { words: 'версия', prefix: '2' }],
  ])('%s', (raw, expected) => {
    // 'белая кошка ' is trimmed first: the last word is still the one being typed
    expect(searchQueryText(raw)).toEqual(expected);
  });

  it('never lets to_tsquery syntax into the prefix', () => {
    for (const raw of ['a|b', 'x:*', '!no', 'a & b', "o'reilly", 'a<->b']) {
      const { prefix } = searchQueryText(raw);
      expect(prefix === null || /^[\p{L}\p{N}]+$/u.test(prefix)).toBe(true);
    }
  });
});
