import { describe, expect, it } from 'vitest';
import type { Inference, ReasonerResult } from '../../model/reasoner/types';
import { inferenceRow, namedAxiomIds, OWL_NOTHING, taxonomyRows } from './reasonerStore';

const MAP = '00000000-0000-4000-8000-000000000001';

describe('conclusions as rows', () => {
  const cases: [Inference, object][] = [
    [{ kind: 'subClassOf', sub: 'A', sup: 'B', because: ['1'] }, { kind: 'subClassOf', subject: 'A', object: 'B', property: null }],
    [{ kind: 'equivalentClass', a: 'A', b: 'B', because: ['1'] }, { kind: 'equivalentClass', subject: 'A', object: 'B', property: null }],
    [{ kind: 'unsatisfiable', cls: 'A', because: ['1'] }, { kind: 'unsatisfiable', subject: 'A', object: OWL_NOTHING, property: null }],
    [{ kind: 'type', individual: 'i', cls: 'A', because: ['1'] }, { kind: 'type', subject: 'i', object: 'A', property: null }],
    [{ kind: 'propertyValue', subject: 'i', prop: 'p', object: 'j', because: ['1'] }, { kind: 'propertyValue', subject: 'i', object: 'j', property: 'p' }],
    [{ kind: 'sameIndividual', a: 'i', b: 'j', because: ['1'] }, { kind: 'sameIndividual', subject: 'i', object: 'j', property: null }],
  ];
  it.each(cases)('%o', (inference, row) => {
    expect(inferenceRow(MAP, inference)).toEqual({ map_id: MAP, because: '["1"]', ...row });
  });

  it('keeps the taxonomy as parent and equivalent rows', () => {
    const rows = taxonomyRows(MAP, [{ cls: 'A', parents: ['B', 'C'], equivalents: ['D'] }]);
    expect(rows.map((r) => `${r.kind} ${r.subject} ${r.object}`)).toEqual(['parent A B', 'parent A C', 'equivalent A D']);
  });

  it('names every axiom an explanation or the unused list refers to, once', () => {
    const result: ReasonerResult = {
      consistent: false,
      inconsistency: ['x'],
      taxonomy: [],
      inferences: [{ kind: 'subClassOf', sub: 'A', sup: 'B', because: ['a', 'b'] }, { kind: 'type', individual: 'i', cls: 'A', because: ['b', 'c'] }],
      unused: [{ id: 'u', reason: 'union' }],
      stats: { classes: 2, axioms: 5, ms: 1 },
    };
    expect([...namedAxiomIds(result)].sort()).toEqual(['a', 'b', 'c', 'u', 'x']);
  });
});
