import { describe, expect, it } from 'vitest';
import { foundTerms, indexTerms, matchTerms, termLink, type Term } from './termMatcher';

const terms: Term[] = [
  { text: 'Группа', kind: 'class', id: 'g' },
  { text: 'Рабочая группа', kind: 'class', id: 'wg' },
  { text: 'Сотрудник', kind: 'class', id: 'emp' },
  { text: 'Employee', kind: 'class', id: 'emp' },
  { text: 'работает в', kind: 'objectProperty', id: 'works' },
  { text: 'Иванов', kind: 'individual', id: 'iv', classId: 'emp' },
  { text: 'C++', kind: 'individual', id: 'cpp', classId: 'lang' },
  { text: 'age', kind: 'dataProperty', id: 'age' },
];
const index = indexTerms(terms);
const found = (text: string) => matchTerms(text, index).map((m) => [text.slice(m.start, m.end), m.term.id]);

describe('matchTerms', () => {
  it.each([
    ['plain word', 'Сотрудник Иванов', [['Сотрудник', 'emp'], ['Иванов', 'iv']]],
    ['case-insensitive', 'сотрудник ИВАНОВ', [['сотрудник', 'emp'], ['ИВАНОВ', 'iv']]],
    ['longest first', 'Рабочая группа собралась', [['Рабочая группа', 'wg']]],
    ['shorter when longer is absent', 'одна группа', [['группа', 'g']]],
    ['whole words only', 'Сотрудники и группаX', []],
    ['not inside a word', 'Пагеs stage', []],
    ['a term with spaces', 'Иванов работает в отделе', [['Иванов', 'iv'], ['работает в', 'works']]],
    ['punctuation around', '(Employee), «Группа».', [['Employee', 'emp'], ['Группа', 'g']]],
    ['a term ending with a sign', 'пишет на C++ давно', [['C++', 'cpp']]],
    ['empty text', '', []],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('counts each term once per occurrence and links to its card', () => {
    const list = foundTerms(matchTerms('Иванов, Иванов и группа', index));
    expect(list.map((f) => [f.term.id, f.count])).toEqual([['iv', 2], ['g', 1]]);
    expect(terms.map(termLink)).toEqual([
      '/class_list/g',
      '/class_list/wg',
      '/class_list/emp',
      '/class_list/emp',
      '/props_list/works',
      '/examp_list/emp?inst=iv',
      '/examp_list/lang?inst=cpp',
      '/scalar_list/age',
    ]);
  });

  it('ignores blank terms and repeats', () => {
    const small = indexTerms([{ text: '  ', kind: 'class', id: 'x' }, { text: 'a', kind: 'class', id: 'a' }, { text: 'A', kind: 'class', id: 'a' }]);
    expect([...small.values()].flat()).toHaveLength(1);
  });
});
