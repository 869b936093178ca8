import { describe, expect, it } from 'vitest';
import { assembleGraph, parseTripletId, tripletId, type GraphEdge, type GraphNode } from './graphModel';

const node = (id: string, kind: GraphNode['kind'] = 'class'): GraphNode => ({ id, label: id.toUpperCase(), kind });
const edge = (from: string, to: string, id = `${from}>${to}`): GraphEdge => ({ id, from, to, kind: 'property', label: 'p' });

describe('tripletId', () => {
  it('joins and splits subject, predicate and object', () => {
    const id = tripletId('a', 'subClassOf', 'b');
    expect(id).toBe('a~subClassOf~b');
    expect(encodeURIComponent(id)).toBe(id);
    expect(parseTripletId(id)).toEqual({ subject: 'a', predicate: 'subClassOf', object: 'b' });
  });
  it.each(['', 'a~b', 'a~~b', 'a~b~c~d'])('refuses %j', (bad) => {
    expect(parseTripletId(bad)).toBeNull();
  });
});

describe('assembleGraph', () => {
  it('keeps each node once, preferring the more specific kind', () => {
    const model = assembleGraph([node('a', 'external'), node('b'), node('a', 'class'), node('b', 'focus')], []);
    expect(model.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['a', 'class'],
      ['b', 'focus'],
    ]);
  });
  it('drops duplicate edges and edges to missing nodes', () => {
    const model = assembleGraph([node('a'), node('b')], [edge('a', 'b'), edge('a', 'b'), edge('a', 'z'), edge('b', 'a')]);
    expect(model.edges.map((e) => e.id)).toEqual(['a>b', 'b>a']);
  });
  it('caps the nodes, counts the rest and drops their edges', () => {
    const model = assembleGraph([node('a'), node('b'), node('c')], [edge('a', 'b'), edge('b', 'c')], 2);
    expect(model.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(model.hidden).toBe(1);
    expect(model.edges.map((e) => e.id)).toEqual(['a>b']);
  });
});
