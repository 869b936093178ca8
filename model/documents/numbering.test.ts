import { describe, expect, it } from 'vitest';
import type { DocumentElement, DocumentSnapshot, NumberingStrategy } from './elementModel';
import { LISTS_SET_ALIAS, type LevelNumberingSet } from './levelNumberingSets';
import { resolveNumbering, resolveStrategy } from './numbering';
import { doc, node, type FixtureNode } from './snapshotFixtures';

const sec = (id: string, children: FixtureNode[] = [], fields: Partial<DocumentElement> = {}): FixtureNode => node('Section', id, fields, children);
const item = (id: string, fields: Partial<DocumentElement> = {}): FixtureNode => node('ContentHolder', id, fields);
const ol = (id: string, children: FixtureNode[], fields: Partial<DocumentElement> = {}): FixtureNode => node('OrderedList', id, fields, children);
const ul = (id: string, children: FixtureNode[]): FixtureNode => node('UnorderedList', id, {}, children);
const strategy = (numberingStrategy: NumberingStrategy, startNumberingWith?: number): Partial<DocumentElement> =>
  startNumberingWith === undefined ? { numberingStrategy } : { numberingStrategy, startNumberingWith };

/** The labels of the listed ids. */
const labels = (s: DocumentSnapshot, ids: string[]): Record<string, string> => {
  const numbering = resolveNumbering(s);
  return Object.fromEntries(ids.map((id) => [id, numbering[id]?.elementNumberingResolved ?? 'missing']));
};

describe('resolveStrategy', () => {
  const el = (numberingStrategy?: NumberingStrategy, kind: DocumentElement['kind'] = 'Section'): DocumentElement =>
    ({ innerId: 'x', kind, title: '', content: '', settings: {}, ...(numberingStrategy ? { numberingStrategy } : {}) });
  const cases: Array<[string, DocumentElement, 'None' | 'Start' | 'Continue' | undefined, boolean, string]> = [
    ['own strategy applies', el('None'), 'Continue', false, 'None'],
    ['own Start applies', el('Start'), 'None', false, 'Start'],
    ['Inherit takes the parent', el('Inherit'), 'None', false, 'None'],
    ['no strategy is Inherit', el(), 'None', false, 'None'],
    ['Inherit at the root becomes Continue', el('Inherit'), undefined, false, 'Continue'],
    ['inherited Start counts as Continue', el('Inherit'), 'Start', false, 'Continue'],
    ['first in a list is forced to Start', el('Continue', 'ContentHolder'), 'Continue', true, 'Start'],
    ['first in a list stays None', el('None', 'ContentHolder'), 'Continue', true, 'None'],
    ['a table without strategy continues under None', el(undefined, 'Table'), 'None', false, 'Continue'],
    ['a table told to inherit inherits', el('Inherit', 'Table'), 'None', false, 'None'],
  ];
  it.each(cases)('%s', (_name, element, parent, first, expected) => expect(resolveStrategy(element, parent, first)).toBe(expected));
});

describe('section numbering', () => {
  const cases: Array<[string, DocumentSnapshot, Record<string, string>]> = [
    ['plain sections', doc(sec('a'), sec('b'), sec('c')), { a: '1', b: '2', c: '3' }],
    ['nested sections restart under each parent', doc(sec('a', [sec('a1'), sec('a2')]), sec('b', [sec('b1')])), { a: '1', a1: '1.1', a2: '1.2', b: '2', b1: '2.1' }],
    ['Start with a number', doc(sec('a', [], strategy('Start', 5)), sec('b')), { a: '5', b: '6' }],
    ['Start without a number is 1', doc(sec('a'), sec('b', [], strategy('Start'))), { a: '1', b: '1' }],
    ['None is not numbered and does not count', doc(sec('intro', [], strategy('None')), sec('a'), sec('b')), { intro: '', a: '1', b: '2' }],
    ['None is inherited by subsections', doc(sec('intro', [sec('i1'), sec('i2')], strategy('None')), sec('a')), { intro: '', i1: '', i2: '', a: '1' }],
    ['a numbered child of an unnumbered section counts at its level', doc(sec('intro', [sec('i1', [], strategy('Continue'))], strategy('None')), sec('a')), { i1: '1', a: '2' }],
    ['children of a Start section are counted from 1', doc(sec('a', [sec('a1'), sec('a2')], strategy('Start', 3))), { a: '3', a1: '3.1', a2: '3.2' }],
    ['Continue across an unnumbered sibling', doc(sec('a'), sec('x', [], strategy('None')), sec('b', [], strategy('Continue'))), { a: '1', x: '', b: '2' }],
    ['sections inside columns continue', doc(sec('a'), node('Columns', 'cols', {}, [node('Column', 'c1', {}, [sec('b')]), node('Column', 'c2', {}, [sec('c')])])), { a: '1', b: '2', c: '3' }],
  ];
  it.each(cases)('%s', (_name, s, expected) => expect(labels(s, Object.keys(expected))).toEqual(expected));

  it('numbers nothing under a root set to None', () => {
    const s = doc(sec('a'), sec('b'));
    s.elements.root = { ...s.elements.root, numberingStrategy: 'None' } as DocumentElement;
    expect(labels(s, ['a', 'b'])).toEqual({ a: '', b: '' });
  });

  it('gives levels and the section number of the elements inside', () => {
    const n = resolveNumbering(doc(sec('a', [sec('a1', [item('c')])])));
    expect(n.a1).toMatchObject({ logicalLevel: 2, sectionNumberingResolved: '1.1', startNumberingWithResolved: 1, numberingStrategyResolved: 'Continue' });
    expect(n.c).toMatchObject({ logicalLevel: 2, sectionNumberingResolved: '1.1', elementNumberingResolved: '', listLevel: 0 });
    expect(n.root).toMatchObject({ logicalLevel: 0, sectionNumberingResolved: '', numberingStrategyResolved: 'Continue' });
  });
});

describe('list numbering', () => {
  const cases: Array<[string, DocumentSnapshot, Record<string, string>]> = [
    ['ordered list', doc(ol('l', [item('a'), item('b'), item('c')])), { a: '1.', b: '2.', c: '3.' }],
    ['each list starts again', doc(ol('l', [item('a'), item('b')]), ol('m', [item('x')])), { a: '1.', b: '2.', x: '1.' }],
    ['first item forced to Start with its number', doc(ol('l', [item('a', strategy('Continue', 4)), item('b')])), { a: '4.', b: '5.' }],
    ['first item Start without number is 1', doc(ol('l', [item('a', strategy('Continue')), item('b')])), { a: '1.', b: '2.' }],
    ['None item skipped', doc(ol('l', [item('a'), item('n', strategy('None')), item('b')])), { a: '1.', n: '', b: '2.' }],
    ['restart in the middle', doc(ol('l', [item('a'), item('b', strategy('Start', 10)), item('c')])), { a: '1.', b: '10.', c: '11.' }],
    ['nested ordered list is hierarchical', doc(ol('l', [item('a'), item('b'), ol('l2', [item('b1'), item('b2')]), item('c')])), { a: '1.', b: '2.', b1: '2.1.', b2: '2.2.', c: '3.' }],
    ['unordered items are bullets', doc(ul('u', [item('a'), item('b')])), { a: '•', b: '•' }],
    ['ordered list under a bullet starts its own hierarchy', doc(ul('u', [item('a'), ol('l', [item('x'), item('y')])])), { a: '•', x: '1.', y: '2.' }],
    ['list in an unnumbered section still numbers', doc(sec('intro', [ol('l', [item('a'), item('b')])], strategy('None'))), { intro: '', a: '1.', b: '2.' }],
    ['a list set to None numbers none of its items', doc(ol('l', [item('a'), item('b')], strategy('None'))), { a: '', b: '' }],
  ];
  it.each(cases)('%s', (_name, s, expected) => expect(labels(s, Object.keys(expected))).toEqual(expected));

  it('gives list levels and list numbers', () => {
    const n = resolveNumbering(doc(ol('l', [item('a'), ol('l2', [item('a1')])])));
    expect(n.a).toMatchObject({ listLevel: 1, listNumberingResolved: '1', numberingStrategyResolved: 'Start' });
    expect(n.a1).toMatchObject({ listLevel: 2, listNumberingResolved: '1.1' });
  });

  it('writes items with the set an alias names', () => {
    const letters: LevelNumberingSet = { alias: 'Буквы', appliesTo: 'lists', levels: [{ level: 1, numberFormat: 'lowerLetter', levelText: '%1)' }] };
    const s = doc(ol('l', [item('a'), item('b')], { levelNumberingSetAliases: ['Буквы'] }), ol('m', [item('x')], { levelNumberingSetAliases: [LISTS_SET_ALIAS] }));
    const n = resolveNumbering(s, [letters]);
    expect([n.a?.elementNumberingResolved, n.b?.elementNumberingResolved, n.x?.elementNumberingResolved]).toEqual(['a)', 'b)', '1.']);
  });
});

describe('tables, illustrations and bibliography', () => {
  const cases: Array<[string, DocumentSnapshot, Record<string, string>]> = [
    ['tables and illustrations count separately through the document', doc(node('Table', 't1'), sec('s', [node('Illustration', 'i1'), node('Table', 't2')]), node('Illustration', 'i2')), { t1: 'Таблица 1', t2: 'Таблица 2', i1: 'Рисунок 1', i2: 'Рисунок 2' }],
    ['a table in an unnumbered section is still numbered', doc(sec('s', [node('Table', 't')], strategy('None'))), { t: 'Таблица 1' }],
    ['a table set to None is skipped', doc(node('Table', 't1', strategy('None')), node('Table', 't2')), { t1: '', t2: 'Таблица 1' }],
    ['illustration in a list is not a list item', doc(ol('l', [item('a'), node('Illustration', 'i'), item('b')])), { a: '1.', i: 'Рисунок 1', b: '2.' }],
    ['bibliography items', doc(node('Bibliography', 'b', {}, [node('BibliographyItem', 'b1'), node('BibliographyItem', 'b2')])), { b1: '1.', b2: '2.' }],
  ];
  it.each(cases)('%s', (_name, s, expected) => expect(labels(s, Object.keys(expected))).toEqual(expected));

  it('gives the caption number', () => expect(resolveNumbering(doc(node('Table', 't'))).t?.captionNumber).toBe(1));
});

it('gives every element a record and survives a cycle', () => {
  const s = doc(sec('a', [item('c')]));
  s.children.c = ['a'];
  expect(Object.keys(resolveNumbering(s)).sort()).toEqual(['a', 'c', 'root']);
});
