import { describe, expect, it } from 'vitest';
import { termMapGraph } from './termMapGraph';

const id = (n: number) => `5a1e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('the term map graph', () => {
  it('marks the centre, points subclass links at the parent and labels relations', () => {
    const graph = termMapGraph({
      centre: [id(1)],
      nodes: [
        { id: id(1), caption: 'Млекопитающее', role: 'centre' },
        { id: id(2), caption: 'Животное', role: 'ancestor' },
        { id: id(3), caption: 'Человек', role: 'related' },
      ],
      edges: [
        { from: id(1), to: id(2), kind: 'subclass', prop: null },
        { from: id(2), to: id(3), kind: 'property', prop: { id: id(9), caption: 'владелец' } },
      ],
      truncated: false,
    });
    expect(graph.nodes.map((n) => [n.label, n.kind])).toEqual([
      ['Млекопитающее', 'focus'],
      ['Животное', 'class'],
      ['Человек', 'class'],
    ]);
    expect(graph.edges).toEqual([
      { id: `${id(1)}~subClassOf~${id(2)}`, from: id(1), to: id(2), kind: 'subclass' },
      { id: `${id(2)}~${id(9)}~${id(3)}`, from: id(2), to: id(3), kind: 'property', label: 'владелец', propId: id(9) },
    ]);
  });
});
