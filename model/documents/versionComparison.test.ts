import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from './elementModel';
import { doc, node, type FixtureNode } from './snapshotFixtures';
import { compareVersions, longestCommonSubsequence, type VersionComparison } from './versionComparison';

const c = (id: string, content = ''): FixtureNode => node('ContentHolder', id, { content });
const older = (): DocumentSnapshot =>
  doc(node('Section', 's1', { title: 'Один' }, [c('a'), c('b'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')]));

const none: VersionComparison = { added: [], removed: [], moved: [], containersChanged: [], changedProperties: [], aliasesAdded: [], aliasesRemoved: [] };

describe('compareVersions', () => {
  const cases: Array<[string, DocumentSnapshot, Partial<VersionComparison>]> = [
    ['same version', older(), {}],
    ['element added', doc(node('Section', 's1', { title: 'Один' }, [c('a'), c('b'), c('new'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { added: ['new'], containersChanged: ['s1'] }],
    ['element removed', doc(node('Section', 's1', { title: 'Один' }, [c('a'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { removed: ['b'], containersChanged: ['s1'] }],
    ['one moved to the end marks only it', doc(node('Section', 's1', { title: 'Один' }, [c('b'), c('c'), c('d'), c('a')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { moved: ['a'], containersChanged: ['s1'] }],
    ['moved to another section', doc(node('Section', 's1', { title: 'Один' }, [c('a'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('b'), c('e')])),
      { moved: ['b'], containersChanged: ['s1', 's2'] }],
    ['a removal does not make the rest moved', doc(node('Section', 's1', { title: 'Один' }, [c('b'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { removed: ['a'], containersChanged: ['s1'] }],
    ['sections swapped', doc(node('Section', 's2', { title: 'Два' }, [c('e')]), node('Section', 's1', { title: 'Один' }, [c('a'), c('b'), c('c'), c('d')])),
      { moved: ['s2'], containersChanged: ['root'] }],
    ['properties changed', doc(node('Section', 's1', { title: 'Первый', numberingStrategy: 'None' }, [c('a', 'новый'), c('b'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { changedProperties: [{ innerId: 's1', fields: ['title', 'numberingStrategy'] }, { innerId: 'a', fields: ['content'] }] }],
    ['kind changed', doc(node('Section', 's1', { title: 'Один' }, [c('a'), c('b'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [node('Illustration', 'e')])),
      { changedProperties: [{ innerId: 'e', fields: ['kind'] }] }],
    ['aliases', doc(node('Section', 's1', { title: 'Один', levelNumberingSetAliases: ['Иерархический (разделы)'] }, [c('a'), c('b'), c('c'), c('d')]), node('Section', 's2', { title: 'Два' }, [c('e')])),
      { aliasesAdded: ['Иерархический (разделы)'], changedProperties: [{ innerId: 's1', fields: ['levelNumberingSetAliases'] }] }],
  ];
  it.each(cases)('%s', (_name, newer, expected) => expect(compareVersions(older(), newer)).toEqual({ ...none, ...expected }));

  it('sees aliases removed', () => {
    const before = doc(node('Section', 's', { levelNumberingSetAliases: ['A', 'B'] }), node('OrderedList', 'l', { levelNumberingSetAliases: ['B'] }));
    const after = doc(node('Section', 's', { levelNumberingSetAliases: ['A'] }), node('OrderedList', 'l'));
    expect(compareVersions(before, after)).toMatchObject({ aliasesAdded: [], aliasesRemoved: ['B'] });
  });

  it('treats a missing child list as an empty one', () => {
    const after = older();
    after.children.a = [];
    expect(compareVersions(older(), after)).toEqual(none);
  });
});

describe('longestCommonSubsequence', () => {
  const cases: Array<[string[], string[], string[]]> = [
    [[], [], []], [['a', 'b', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c']], [['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'], ['b', 'c', 'd']],
    [['a', 'b', 'c'], ['c', 'b', 'a'], ['a']], [['x', 'a', 'b', 'y'], ['x', 'b', 'a', 'y'], ['x', 'a', 'y']],
  ];
  it.each(cases)('%j vs %j', (a, b, expected) => expect([...longestCommonSubsequence(a, b)].sort()).toEqual([...expected].sort()));
});
