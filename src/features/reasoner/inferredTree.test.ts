import { describe, expect, it } from 'vitest';
import type { ReasonerEntity } from '../../../realtime/protocol/reasoner';
import { buildInferredTree, pathsToInferred } from './inferredTree';

const THING = 'http://www.w3.org/2002/07/owl#Thing';
const e = (name: string): ReasonerEntity => ({ iri: name === 'Thing' ? THING : `urn:x#${name}`, id: null, name });
const parent = (name: string, inferred = false) => ({ cls: e(name), inferred, because: inferred ? ['ax1'] : [] });

describe('buildInferredTree', () => {
  const taxonomy = [
    { cls: e('Pizza'), parents: [parent('Thing')], equivalents: [] },
    { cls: e('Food'), parents: [parent('Thing')], equivalents: [] },
    { cls: e('CheesyPizza'), parents: [parent('Pizza')], equivalents: [] },
    { cls: e('Margherita'), parents: [parent('Pizza'), parent('CheesyPizza', true)], equivalents: [] },
    { cls: e('Broken'), parents: [parent('Pizza')], equivalents: [] },
  ];

  it('puts classes under each direct parent, roots under owl:Thing, by name', () => {
    const tree = buildInferredTree(taxonomy);
    expect(tree.roots.map((r) => r.cls.name)).toEqual(['Food', 'Pizza']);
    expect(tree.children.get('urn:x#Pizza')?.map((c) => c.cls.name)).toEqual(['Broken', 'CheesyPizza', 'Margherita']);
    expect(tree.children.get('urn:x#CheesyPizza')?.[0]).toMatchObject({ inferred: true, because: ['ax1'] });
    expect(tree.size).toBe(5);
  });

  it('leaves unsatisfiable classes out', () => {
    const tree = buildInferredTree(taxonomy, new Set(['urn:x#Broken']));
    expect(tree.children.get('urn:x#Pizza')?.map((c) => c.cls.name)).toEqual(['CheesyPizza', 'Margherita']);
  });

  it('opens the way down to inferred edges', () => {
    expect([...pathsToInferred(buildInferredTree(taxonomy))].sort()).toEqual(['urn:x#CheesyPizza', 'urn:x#Pizza']);
  });
});
