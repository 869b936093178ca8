/**
 * Level numbering sets (domain spec §3.9, §9): how each level of section or list numbering is
 * written. A level's text is a pattern such as '%1.%2.' where %n is the counter of level n
 * written in level n's number format.
 */

export const NUMBER_FORMATS = ['decimal', 'lowerLetter', 'upperLetter', 'lowerRoman', 'upperRoman', 'bullet'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

export type NumberingLevel = { level: number; numberFormat: NumberFormat; levelText: string };
/** `appliesTo` says whether the set numbers sections or list items. */
export type LevelNumberingSet = { alias: string; appliesTo: 'sections' | 'lists'; levels: NumberingLevel[] };

export const SECTIONS_SET_ALIAS = 'Иерархический (разделы)';
export const LISTS_SET_ALIAS = 'Иерархический (списки)';

const LEVEL_COUNT = 9;
/** '%1', '%1.%2', … for level 1…n, with `suffix` after the last. */
const hierarchicalText = (level: number, suffix: string): string => Array.from({ length: level }, (_, i) => `%${i + 1}`).join('.') + suffix;

/** Sections: 1, 1.1, 1.1.1 (no closing dot, as headings are written in Russian documents). */
export const SECTIONS_SET: LevelNumberingSet = {
  alias: SECTIONS_SET_ALIAS,
  appliesTo: 'sections',
  levels: Array.from({ length: LEVEL_COUNT }, (_, i) => ({ level: i + 1, numberFormat: 'decimal', levelText: hierarchicalText(i + 1, '') })),
};

/** Lists: 1., 1.1., 1.1.1. */
export const LISTS_SET: LevelNumberingSet = {
  alias: LISTS_SET_ALIAS,
  appliesTo: 'lists',
  levels: Array.from({ length: LEVEL_COUNT }, (_, i) => ({ level: i + 1, numberFormat: 'decimal', levelText: hierarchicalText(i + 1, '.') })),
};

export const BUILT_IN_SETS: readonly LevelNumberingSet[] = [SECTIONS_SET, LISTS_SET];

/** The set with this alias (compared without surrounding spaces, case-insensitively), if any. */
export function findSetByAlias(alias: string, sets: readonly LevelNumberingSet[] = BUILT_IN_SETS): LevelNumberingSet | undefined {
  const wanted = alias.trim().toLocaleLowerCase('ru');
  return sets.find((set) => set.alias.trim().toLocaleLowerCase('ru') === wanted);
}

const ROMAN: Array<[number, string]> = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];

function toRoman(n: number): string {
  let rest = n;
  let text = '';
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      text += digits;
      rest -= value;
    }
  }
  return text;
}

/** a…z, then aa, ab, … (bijective base 26, like spreadsheet columns). */
function toLetters(n: number): string {
  let rest = n;
  let text = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    text = String.fromCharCode(97 + digit) + text;
    rest = Math.floor((rest - 1) / 26);
  }
  return text;
}

/** One counter written in a format; counters below 1 (not representable) stay decimal. */
export function formatNumber(n: number, format: NumberFormat): string {
  if (format === 'bullet') return '•';
  if (n < 1 || format === 'decimal') return String(n);
  if (format === 'lowerLetter') return toLetters(n);
  if (format === 'upperLetter') return toLetters(n).toUpperCase();
  if (format === 'lowerRoman') return toRoman(n);
  return toRoman(n).toUpperCase();
}

/** The level's definition; beyond the set's last level, a decimal hierarchical one. */
function levelOf(set: LevelNumberingSet, level: number): NumberingLevel {
  return set.levels.find((l) => l.level === level) ?? { level, numberFormat: 'decimal', levelText: hierarchicalText(level, '') };
}

/**
 * The label of an element at `level` (1-based) whose counters from level 1 down are `counters`:
 * formatLevelNumber(SECTIONS_SET, 2, [2, 1]) === '2.1'. A bullet level is just the bullet.
 */
export function formatLevelNumber(set: LevelNumberingSet, level: number, counters: readonly number[]): string {
  const definition = levelOf(set, level);
  if (definition.numberFormat === 'bullet') return '•';
  return definition.levelText.replace(/%(\d+)/g, (_match, digits: string) => {
    const n = Number(digits);
    const counter = counters[n - 1];
    return counter === undefined ? '' : formatNumber(counter, levelOf(set, n).numberFormat);
  });
}
