import { describe, expect, it } from 'vitest';
import {
  LISTS_SET,
  LISTS_SET_ALIAS,
  SECTIONS_SET,
  SECTIONS_SET_ALIAS,
  findSetByAlias,
  formatLevelNumber,
  formatNumber,
  type LevelNumberingSet,
  type NumberFormat,
} from './levelNumberingSets';

describe('formatNumber', () => {
  const cases: Array<[number, NumberFormat, string]> = [
    [1, 'decimal', '1'], [12, 'decimal', '12'], [1, 'lowerLetter', 'a'], [26, 'lowerLetter', 'z'], [27, 'lowerLetter', 'aa'], [28, 'upperLetter', 'AB'],
    [4, 'lowerRoman', 'iv'], [9, 'upperRoman', 'IX'], [1994, 'upperRoman', 'MCMXCIV'], [3, 'bullet', '•'], [0, 'lowerRoman', '0'],
  ];
  it.each(cases)('%i as %s → %s', (n, format, expected) => expect(formatNumber(n, format)).toBe(expected));
});

const MIXED: LevelNumberingSet = {
  alias: 'Смешанный',
  appliesTo: 'lists',
  levels: [
    { level: 1, numberFormat: 'upperRoman', levelText: '%1.' },
    { level: 2, numberFormat: 'lowerLetter', levelText: '%1.%2)' },
    { level: 3, numberFormat: 'bullet', levelText: '%3' },
  ],
};

describe('formatLevelNumber', () => {
  const cases: Array<[string, LevelNumberingSet, number, number[], string]> = [
    ['section level 1', SECTIONS_SET, 1, [2], '2'],
    ['section level 2', SECTIONS_SET, 2, [2, 1], '2.1'],
    ['section level 3', SECTIONS_SET, 3, [1, 4, 7], '1.4.7'],
    ['list level 1', LISTS_SET, 1, [3], '3.'],
    ['list level 2', LISTS_SET, 2, [3, 2], '3.2.'],
    ['mixed formats take each level its own format', MIXED, 2, [4, 2], 'IV.b)'],
    ['bullet level', MIXED, 3, [1, 1, 5], '•'],
    ['beyond the defined levels: decimal', MIXED, 4, [1, 2, 3, 4], 'I.b.•.4'],
    ['deep section beyond nine levels', SECTIONS_SET, 10, [1, 1, 1, 1, 1, 1, 1, 1, 1, 2], '1.1.1.1.1.1.1.1.1.2'],
  ];
  it.each(cases)('%s', (_name, set, level, counters, expected) => expect(formatLevelNumber(set, level, counters)).toBe(expected));
});

describe('findSetByAlias', () => {
  const cases: Array<[string, LevelNumberingSet | undefined]> = [
    [SECTIONS_SET_ALIAS, SECTIONS_SET],
    [LISTS_SET_ALIAS, LISTS_SET],
    ['  иерархический (РАЗДЕЛЫ) ', SECTIONS_SET],
    ['Неизвестный', undefined],
  ];
  it.each(cases)('%s', (alias, expected) => expect(findSetByAlias(alias)).toBe(expected));
  it('looks in the given sets', () => expect(findSetByAlias('Смешанный', [MIXED])).toBe(MIXED));
  it('has the spec aliases', () => {
    expect(SECTIONS_SET_ALIAS).toBe('Иерархический (разделы)');
    expect(LISTS_SET_ALIAS).toBe('Иерархический (списки)');
  });
});
