import { describe, expect, it } from 'vitest';
import { applyDiff, canonicalSnapshot, deepEqual, diffSnapshots } from './documentDiff';
import type { DocumentSnapshot } from './elementModel';
import { childrenOf, doc, elementOf, node } from './snapshotFixtures';

const base = (): DocumentSnapshot =>
  doc(
    node('Section', 's1', { title: 'Введение', numberingStrategy: 'Start' }, [
      node('ContentHolder', 'c1', { content: 'Текст' }),
      node('ContentHolder', 'c2', { content: 'Ещё' }),
    ]),
    node('Section', 's2', { title: 'Глава' }, [node('OrderedList', 'l1', {}, [node('ContentHolder', 'li1'), node('ContentHolder', 'li2')])]),
    node('Table', 't1', { settings: { showTitle: true, border: { type: 'all', size: 1 } } }),
  );

/** The base document changed by `change`: a round-trip case [name, before, after]. */
const mutate = (name: string, change: (s: DocumentSnapshot) => void): [string, DocumentSnapshot, DocumentSnapshot] => {
  const after = base();
  change(after);
  return [name, base(), after];
};

const roundTrips: Array<[string, DocumentSnapshot, DocumentSnapshot]> = [
  ['identical', base(), base()],
  mutate('content edited', (s) => { elementOf(s, 'c1').content = 'Новый текст'; }),
  mutate('title and settings changed', (s) => { elementOf(s, 's1').title = 'Вступление'; elementOf(s, 't1').settings = { showTitle: false, border: { type: 'none', size: 0 } }; }),
  mutate('optional field cleared', (s) => { delete elementOf(s, 's1').numberingStrategy; }),
  mutate('optional field set', (s) => { elementOf(s, 's2').startNumberingWith = 5; elementOf(s, 's2').levelNumberingSetAliases = ['Иерархический (разделы)']; }),
  mutate('element added at the end', (s) => { s.elements.c3 = { innerId: 'c3', kind: 'ContentHolder', title: '', content: 'Новый', settings: {} }; childrenOf(s, 's1').push('c3'); }),
  mutate('children swapped', (s) => { s.children.s1 = ['c2', 'c1']; }),
  mutate('moved between sections', (s) => { s.children.s1 = ['c1']; s.children.s2 = ['c2', 'l1']; }),
  mutate('leaf removed', (s) => { delete s.elements.c2; s.children.s1 = ['c1']; }),
  mutate('last child removed leaves no list', (s) => { delete s.elements.li1; delete s.elements.li2; delete s.elements.l1; delete s.children.l1; delete s.children.s2; }),
  mutate('subtree removed', (s) => { for (const id of ['s2', 'l1', 'li1', 'li2']) delete s.elements[id]; delete s.children.s2; delete s.children.l1; s.children.root = ['s1', 't1']; }),
  mutate('child rescued from a removed container', (s) => { for (const id of ['s2', 'l1', 'li2']) delete s.elements[id]; delete s.children.s2; delete s.children.l1; s.children.root = ['s1', 't1']; childrenOf(s, 's1').push('li1'); }),
  mutate('new container with children', (s) => {
    s.elements.cols = { innerId: 'cols', kind: 'Columns', title: '', content: '', settings: {} };
    s.elements.col1 = { innerId: 'col1', kind: 'Column', title: '', content: '', settings: { growRatio: 1, shrinkRatio: 1 } };
    s.elements.c9 = { innerId: 'c9', kind: 'ContentHolder', title: '', content: 'в колонке', settings: {} };
    childrenOf(s, 'root').splice(1, 0, 'cols');
    s.children.cols = ['col1'];
    s.children.col1 = ['c9'];
  }),
  mutate('kind changed under the same id', (s) => { s.elements.l1 = { ...elementOf(s, 'l1'), kind: 'UnorderedList' }; }),
  mutate('everything replaced', (s) => {
    s.elements = { root: elementOf(s, 'root'), x: { innerId: 'x', kind: 'ContentHolder', title: 'x', content: '', settings: {} } };
    s.children = { root: ['x'] };
  }),
];

describe('diffSnapshots / applyDiff round trip', () => {
  it.each(roundTrips)('%s', (_name, before, after) => {
    const diff = diffSnapshots(before, after);
    expect(applyDiff(before, diff)).toEqual(after);
    // And backwards.
    expect(applyDiff(after, diffSnapshots(after, before))).toEqual(before);
  });

  it.each(roundTrips)('every pair from the table converges: %s', (_name, _before, after) => {
    for (const [, other] of roundTrips.map(([n, , a]) => [n, a] as const)) {
      expect(canonicalSnapshot(applyDiff(other, diffSnapshots(other, after)))).toEqual(canonicalSnapshot(after));
    }
  });
});

describe('diffSnapshots is minimal', () => {
  it('is empty for equal documents, whatever their key order or empty lists', () => {
    const a = base();
    const b = base();
    b.children.c1 = [];
    b.elements.s1 = { numberingStrategy: 'Start', content: '', settings: {}, title: 'Введение', kind: 'Section', innerId: 's1' };
    expect(diffSnapshots(a, b)).toEqual({ added: [], removed: [], changed: [], order: {} });
  });

  const cases: Array<[string, (s: DocumentSnapshot) => void, Partial<ReturnType<typeof diffSnapshots>>]> = [
    ['one field', (s) => { elementOf(s, 'c1').content = 'X'; }, { changed: [{ innerId: 'c1', fields: { content: 'X' } }] }],
    ['cleared field is null', (s) => { delete elementOf(s, 's1').numberingStrategy; }, { changed: [{ innerId: 's1', fields: { numberingStrategy: null } }] }],
    ['nested setting', (s) => { elementOf(s, 't1').settings = { showTitle: true, border: { type: 'all', size: 2 } }; }, { changed: [{ innerId: 't1', fields: { settings: { showTitle: true, border: { type: 'all', size: 2 } } } }] }],
    ['reorder touches one container', (s) => { s.children.s1 = ['c2', 'c1']; }, { order: { s1: ['c2', 'c1'] } }],
    ['removal lists descendants', (s) => { for (const id of ['l1', 'li1', 'li2']) delete s.elements[id]; delete s.children.l1; delete s.children.s2; }, { removed: ['l1', 'li1', 'li2'], order: { s2: [] } }],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const after = base();
    change(after);
    expect(diffSnapshots(base(), after)).toEqual({ added: [], removed: [], changed: [], order: {}, ...expected });
  });
});

describe('applyDiff', () => {
  it('does not change its input', () => {
    const before = base();
    const copy = structuredClone(before);
    applyDiff(before, { added: [], removed: ['s2'], changed: [{ innerId: 'c1', fields: { content: 'X' } }], order: { s1: ['c2', 'c1'] } });
    expect(before).toEqual(copy);
  });

  it('removes descendants and the id from every child list', () => {
    const after = applyDiff(base(), { added: [], removed: ['s2'], changed: [], order: {} });
    expect(Object.keys(after.elements).sort()).toEqual(['c1', 'c2', 'root', 's1', 't1']);
    expect(after.children).toEqual({ root: ['s1', 't1'], s1: ['c1', 'c2'] });
  });

  it('ignores changes to elements it does not have', () => {
    expect(applyDiff(base(), { added: [], removed: [], changed: [{ innerId: 'nope', fields: { title: 'x' } }], order: {} })).toEqual(base());
  });
});

describe('deepEqual', () => {
  const cases: Array<[unknown, unknown, boolean]> = [
    [1, 1, true], ['a', 'b', false], [null, undefined, false], [[1, 2], [1, 2], true], [[1, 2], [2, 1], false],
    [{ a: 1, b: undefined }, { a: 1 }, true], [{ a: { b: [1] } }, { a: { b: [1] } }, true], [{ a: [] }, { a: {} }, false],
  ];
  it.each(cases)('%j vs %j → %s', (a, b, expected) => expect(deepEqual(a, b)).toBe(expected));
});
