import { describe, expect, it } from 'vitest';
import { diceSimilarity, matchTerms, normalizeName } from './textSimilarity';

describe('normalizeName', () => {
  it.each([
    ['hasPart', 'has part'],
    ['has_part', 'has part'],
    ['HTTPServer', 'http server'],
    ['  Ёлка  зелёная ', 'елка зеленая'],
    ['ОрганизационнаяЕдиница', 'организационная единица'],
    ['a.b-c/d', 'a b c d'],
  ])('%s → %s', (input, expected) => expect(normalizeName(input)).toBe(expected));
});

describe('diceSimilarity', () => {
  it.each([
    ['night', 'nacht', 0.25],
    ['Person', 'person', 1],
    ['hasPart', 'has_part', 1],
    ['part of', 'of part', 1],
    ['Organisation', 'Organization', 9 / 11],
    ['abc', 'xyz', 0],
    ['', 'abc', 0],
    ['a', 'a', 1],
    ['Сотрудник', 'Сотрудники', 16 / 17],
  ])('%s ~ %s = %f', (a, b, expected) => expect(diceSimilarity(a, b)).toBeCloseTo(expected, 6));

  it('is symmetric', () => {
    expect(diceSimilarity('Department', 'Departement')).toBeCloseTo(diceSimilarity('Departement', 'Department'), 10);
  });
});

describe('matchTerms', () => {
  const left = [
    { id: 'l1', kind: 'class', names: ['Person', 'Человек'] },
    { id: 'l2', kind: 'class', names: ['Organisation'] },
    { id: 'l3', kind: 'property', names: ['worksFor'] },
    { id: 'same', kind: 'class', names: ['Shared'] },
  ];
  const right = [
    { id: 'r1', kind: 'class', names: ['Human', 'человек'] },
    { id: 'r2', kind: 'class', names: ['Organization'] },
    { id: 'r3', kind: 'class', names: ['works_for'] },
    { id: 'r4', kind: 'property', names: ['works_for'] },
    { id: 'same', kind: 'class', names: ['Shared'] },
  ];
  it('pairs terms of the same kind by their best names, best first, above the threshold', () => {
    const found = matchTerms(left, right, 0.5);
    expect(found.map((c) => `${c.left}-${c.right}`)).toEqual(['l3-r4', 'l1-r1', 'l2-r2']);
    expect(found[1]).toMatchObject({ score: 1, leftName: 'Человек', rightName: 'человек' });
  });
  it('a higher threshold keeps fewer', () => {
    expect(matchTerms(left, right, 0.95).map((c) => c.left)).toEqual(['l3', 'l1']);
  });
});
