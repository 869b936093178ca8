import { describe, expect, it } from 'vitest';
import { classify, ReasonerStopped } from './classify';
import { and, C, chain, characteristic, disjoint, domain, equiv, iri, not, ontology, or, range, some, sub, subProp, THING, NOTHING } from './testing/axiomBuilders';
import type { ReasonerResult } from './types';

/** The explanation of the inferred sub ⊑ sup, or undefined when it is not inferred. */
function subsumption(r: ReasonerResult, a: string, b: string): string[] | undefined {
  const found = r.inferences.find((i) => i.kind === 'subClassOf' && i.sub === iri(a) && i.sup === iri(b));
  return found?.because.slice().sort();
}
const parentsOf = (r: ReasonerResult, a: string) => r.taxonomy.find((t) => t.cls === iri(a))?.parents.slice().sort();

describe('classify: completion rules on hand-made ontologies', () => {
  it('R⊑: told subsumption is transitive, asserted edges are not reported, the reduction keeps direct parents', () => {
    const r = classify(ontology(sub('A', 'B'), sub('B', 'C'), sub('A', 'C')));
    expect(subsumption(r, 'A', 'C')).toBeUndefined(); // asserted
    expect(r.inferences).toEqual([]);
    expect(parentsOf(r, 'A')).toEqual([iri('B')]);
    expect(parentsOf(r, 'C')).toEqual(['http://www.w3.org/2002/07/owl#Thing']);
  });

  it('R⊓-/R⊓+: conjunctions on both sides', () => {
    const r = classify(ontology(sub('A', and(C('B'), C('C'))), equiv('D', and(C('B'), C('C')))));
    expect(subsumption(r, 'A', 'D')).toEqual(['a1', 'a2']);
    expect(parentsOf(r, 'A')).toEqual([iri('D')]);
  });

  it('R∃-/R∃+: existentials with filler subsumption', () => {
    const r = classify(ontology(sub('A', some('r', C('B'))), sub('B', 'C'), equiv('D', some('r', C('C')))));
    expect(subsumption(r, 'A', 'D')).toEqual(['a1', 'a2', 'a3']);
  });

  it('R∃+ with the role hierarchy', () => {
    const r = classify(ontology(sub('A', some('r', C('B'))), subProp('r', 's'), subProp('s', 't'), equiv('D', some('t', C('B')))));
    expect(subsumption(r, 'A', 'D')).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('transitivity: a chain of part-of links', () => {
    const r = classify(ontology(characteristic('TransitiveObjectProperty', 'partOf'), sub('Finger', some('partOf', C('Hand'))), sub('Hand', some('partOf', C('Arm'))), equiv('ArmPart', some('partOf', C('Arm')))));
    expect(subsumption(r, 'Finger', 'ArmPart')).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('property chains (longer than two are split)', () => {
    const r = classify(
      ontology(
        chain(['r', 's', 't'], 'u'),
        sub('A', some('r', C('B'))),
        sub('B', some('s', C('X'))),
        sub('X', some('t', C('Y'))),
        equiv('G', some('u', C('Y'))),
        sub('Z', some('r', C('X'))), // r then t: no s in between, so no u-link
      ),
    );
    expect(subsumption(r, 'A', 'G')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(subsumption(r, 'Z', 'G')).toBeUndefined();
  });

  it('domain: ∃r.⊤ ⊑ D; range: the filler of a link gets the range', () => {
    const r = classify(ontology(domain('hasTopping', 'Pizza'), range('hasTopping', 'Topping'), sub('Margherita', some('hasTopping', C('Tomato'))), equiv('ToppedWithTopping', some('hasTopping', and(C('Tomato'), C('Topping'))))));
    expect(subsumption(r, 'Margherita', 'Pizza')).toEqual(['a1', 'a3']);
    expect(subsumption(r, 'Margherita', 'ToppedWithTopping')).toEqual(['a2', 'a3', 'a4']);
  });

  it('reflexive roles link each class to itself', () => {
    const r = classify(ontology(characteristic('ReflexiveObjectProperty', 'r'), equiv('D', some('r', C('A'))), sub('A', 'B')));
    expect(subsumption(r, 'A', 'D')).toEqual(['a1', 'a2']);
  });

  it('union on the left is split; union on the right is listed as unused', () => {
    const r = classify(ontology(sub(or(C('A'), C('B')), 'C'), sub('D', or(C('A'), C('B'))), sub('E', 'A')));
    expect(subsumption(r, 'E', 'C')).toEqual(['a1', 'a3']);
    expect(subsumption(r, 'D', 'C')).toBeUndefined();
    expect(r.unused).toEqual([{ id: 'a2', reason: 'union' }]);
  });

  it('equivalent classes are reported once, with both directions explained', () => {
    const r = classify(ontology(equiv('A', some('r', C('B'))), equiv('C', some('r', C('B')))));
    const eq = r.inferences.filter((i) => i.kind === 'equivalentClass');
    expect(eq).toEqual([{ kind: 'equivalentClass', a: iri('A'), b: iri('C'), because: ['a1', 'a2'] }]);
    expect(r.taxonomy.find((t) => t.cls === iri('A'))?.equivalents).toEqual([iri('C')]);
  });
});

describe('classify: bottom, disjointness and consistency', () => {
  it('R⊥ propagates unsatisfiability back over existentials', () => {
    const r = classify(ontology(disjoint('Meat', 'Veg'), sub('Odd', and(C('Meat'), C('Veg'))), sub('Dish', some('has', C('Odd'))), sub('Plate', 'Food')));
    const unsat = r.inferences.filter((i) => i.kind === 'unsatisfiable').map((i) => (i.kind === 'unsatisfiable' ? [i.cls, i.because.slice().sort()] : []));
    expect(unsat).toEqual([
      [iri('Odd'), ['a1', 'a2']],
      [iri('Dish'), ['a1', 'a2', 'a3']],
    ]);
    expect(parentsOf(r, 'Dish')).toEqual(['http://www.w3.org/2002/07/owl#Nothing']);
    expect(r.consistent).toBe(true);
  });

  it('owl:Thing ⊑ owl:Nothing makes the ontology inconsistent, with the axioms that say so', () => {
    const r = classify(ontology(sub(THING, 'A'), sub('A', NOTHING), sub('B', 'C')));
    expect(r.consistent).toBe(false);
    expect(r.inconsistency.slice().sort()).toEqual(['a1', 'a2']);
  });

  it('never throws on constructs outside EL/RL', () => {
    const r = classify(
      ontology(
        sub({ t: 'ObjectAllValuesFrom', prop: { t: 'ObjectProperty', iri: iri('r') }, filler: C('A') }, 'B'),
        sub('A', { t: 'ObjectMinCardinality', n: 3, prop: { t: 'ObjectProperty', iri: iri('r') } }),
        sub('A', { t: 'DataAllValuesFrom', prop: iri('d'), range: { t: 'Datatype', iri: 'http://www.w3.org/2001/XMLSchema#int' } }),
        equiv('V', and(C('A'), not(some('r', C('M'))))),
        { t: 'Rdf', triples: [] },
      ),
    );
    expect(r.unused.map((u) => u.reason)).toEqual(['allValuesFrom', 'cardinality', 'dataRange', 'complement', 'other']);
    expect(r.consistent).toBe(true);
  });
});

describe('classify: control', () => {
  const big = () => ontology(...Array.from({ length: 8_000 }, (_, i) => sub(`K${i}`, some('r', C(`K${i + 1}`)))));

  it('reports progress as growing fractions up to 1', () => {
    const seen: number[] = [];
    classify(big(), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it('stops with ReasonerStopped when asked to', () => {
    let calls = 0;
    expect(() => classify(big(), { shouldStop: () => ++calls > 1 })).toThrow(ReasonerStopped);
  });
});
