import { describe, expect, it } from 'vitest';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { ancestorPaths, keysToReveal, reparentChanges, ROOTS, visibleRows, withoutClass, type ChildList, type TreeData } from './classTreeModel';

const list = (ids: string[], total = ids.length, loading = false): ChildList => ({ ids, total, loading });
const data = (children: Record<string, ChildList>, hasChildren: string[], expanded: string[]): TreeData => ({
  children: new Map(Object.entries(children)),
  hasChildren: new Set(hasChildren),
  expanded: new Set(expanded),
});
const show = (d: TreeData) =>
  visibleRows(d).map((r) => (r.kind === 'node' ? `${'  '.repeat(r.depth)}${r.expanded ? '-' : r.hasChildren ? '+' : ' '}${r.id}` : `${'  '.repeat(r.depth)}[${r.kind}${r.kind === 'more' ? ` ${r.shown}/${r.total}` : ''}]`));

describe('class tree rows', () => {
  // a ← b ← d, c ← d (d has two parents), e alone
  const children = { [ROOTS]: list(['a', 'c', 'e']), a: list(['b']), b: list(['d']), c: list(['d']) };
  const having = ['a', 'b', 'c'];

  it.each<[string, string[], string[]]>([
    ['nothing expanded', [], ['+a', '+c', ' e']],
    ['one level', ['a'], ['-a', '  +b', '+c', ' e']],
    ['a class under both parents', ['a', 'a/b', 'c'], ['-a', '  -b', '     d', '-c', '   d', ' e']],
    ['a child open only under one parent', ['c'], ['+a', '-c', '   d', ' e']],
    ['expanded but collapsed parent hides it', ['a/b'], ['+a', '+c', ' e']],
  ])('%s', (_title, expanded, rows) => {
    expect(show(data(children, having, expanded))).toEqual(rows);
  });

  it('shows loading rows and a "more" row for a long list', () => {
    expect(show(data({}, [], []))).toEqual(['[loading]']);
    expect(show(data({ [ROOTS]: list(['a'], 5), a: list([], 0, true) }, ['a'], ['a']))).toEqual(['-a', '  [loading]', '[more 1/5]']);
  });

  it('never loops on a cycle in stale data', () => {
    expect(show(data({ [ROOTS]: list(['a']), a: list(['b']), b: list(['a']) }, ['a', 'b'], ['a', 'a/b', 'a/b/a']))).toEqual(['-a', '  -b']);
  });
});

describe('paths to a class', () => {
  const parents = new Map([
    ['d', ['b', 'c']],
    ['b', ['a']],
    ['c', []],
  ]);
  it('lists every path from a root', () => {
    expect(ancestorPaths('d', parents)).toEqual([
      ['a', 'b', 'd'],
      ['c', 'd'],
    ]);
    expect(ancestorPaths('a', parents)).toEqual([['a']]);
    expect(ancestorPaths('d', parents, 1)).toEqual([['a', 'b', 'd']]);
  });
  it('reveals a path by expanding its prefixes', () => {
    expect(keysToReveal([['a', 'b', 'd'], ['c', 'd']])).toEqual(['a', 'a/b', 'c']);
  });
  it('drops expanded paths through a deleted class', () => {
    expect([...withoutClass(new Set(['a', 'a/b', 'a/b/d', 'c']), 'b')]).toEqual(['a', 'c']);
  });
});

describe('re-parenting by drag', () => {
  const P = META_PROP.parents;
  it.each<[string, string, string, boolean, string[], unknown[]]>([
    ['a move', 'x', 'a', false, ['a'], []],
    ['a move to another parent', 'x', 'b', false, ['a'], [{ op: 'rem', inst: 'x', prop: P, val: 'a' }, { op: 'add', inst: 'x', prop: P, val: 'b' }]],
    ['with Ctrl: one more parent', 'x', 'b', true, ['a'], [{ op: 'add', inst: 'x', prop: P, val: 'b' }]],
    ['a root gains a parent', ROOTS, 'b', false, [], [{ op: 'add', inst: 'x', prop: P, val: 'b' }]],
  ])('%s', (_title, from, to, copy, current, items) => {
    expect(reparentChanges('x', from === 'x' ? 'a' : from, to, copy, current)).toEqual(items);
  });
  it('ignores a drop onto itself', () => {
    expect(reparentChanges('x', 'a', 'x', false, ['a'])).toEqual([]);
  });
});
