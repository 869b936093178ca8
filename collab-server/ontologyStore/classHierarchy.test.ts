import { describe, expect, it } from 'vitest';
import { affectedByParentChanges, ClassGraph, closureRows } from './classHierarchy';

// A diamond with a tail: D has parents B and C, both below A; E below D.
const diamond = (): ClassGraph =>
  ClassGraph.fromEdges([
    { child: 'B', parent: 'A' },
    { child: 'C', parent: 'A' },
    { child: 'D', parent: 'B' },
    { child: 'D', parent: 'C' },
    { child: 'E', parent: 'D' },
  ]);

const sorted = (rows: ReturnType<typeof closureRows>): string[] => rows.map((r) => `${r.ancestor}>${r.descendant}:${r.depth}`).sort();

describe('ClassGraph', () => {
  it.each([
    ['A', ['A:0']],
    ['D', ['A:2', 'B:1', 'C:1', 'D:0']],
    ['E', ['A:3', 'B:2', 'C:2', 'D:1', 'E:0']],
  ])('ancestors of %s with shortest depths', (cls, expected) => {
    const got = [...diamond().ancestorsWithDepth(cls)].map(([a, d]) => `${a}:${d}`).sort();
    expect(got).toEqual(expected);
  });

  it.each([
    ['A', 'E', true],
    ['A', 'A', true],
    ['D', 'E', true],
    ['B', 'C', false],
    ['E', 'A', false],
    ['X', 'A', false],
  ])('making %s a child of %s creates a cycle: %s', (cls, parent, cycle) => {
    expect(diamond().wouldCreateCycle(cls, parent)).toBe(cycle);
  });

  it('lists descendants through both paths of multiple inheritance', () => {
    expect([...diamond().descendants('A')].sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect([...diamond().descendants('C')].sort()).toEqual(['C', 'D', 'E']);
  });

  it('keeps a class reachable through its other parent when one parent edge goes', () => {
    const graph = diamond();
    graph.setParents('D', ['C']);
    expect(sorted(closureRows(graph, ['D']))).toEqual(['A>D:2', 'C>D:1', 'D>D:0']);
    expect([...graph.descendants('B')]).toEqual(['B']);
  });

  it('removes a deleted class from its children and parents', () => {
    const graph = diamond();
    graph.removeClass('B');
    expect(graph.parents('D')).toEqual(['C']);
    expect([...graph.descendants('A')].sort()).toEqual(['A', 'C', 'D', 'E']);
  });

  it.each([
    [['D'], ['D', 'E']],
    [['B', 'C'], ['B', 'C', 'D', 'E']],
    [['A'], ['A', 'B', 'C', 'D', 'E']],
    [[], []],
  ])('classes affected by parent changes of %j', (changed, expected) => {
    expect([...affectedByParentChanges(diamond(), changed)].sort()).toEqual(expected);
  });
});
