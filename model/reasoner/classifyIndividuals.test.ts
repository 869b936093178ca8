import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { C, characteristic, chain, different, disjoint, domain, inverses, iri, not, ontology, only, P, range, rel, some, sub, subProp, typeOf, value } from './testing/axiomBuilders';
import type { ReasonerResult } from './types';

const typeBecause = (r: ReasonerResult, ind: string, cls: string) => r.inferences.find((i) => i.kind === 'type' && i.individual === iri(ind) && i.cls === iri(cls))?.because;
const valueBecause = (r: ReasonerResult, s: string, p: string, o: string) =>
  r.inferences.find((i) => i.kind === 'propertyValue' && i.subject === iri(s) && i.prop === iri(p) && i.object === iri(o))?.because;
const sameBecause = (r: ReasonerResult, a: string, b: string) => r.inferences.find((i) => i.kind === 'sameIndividual' && i.a === iri(a) && i.b === iri(b))?.because;

describe('classify: individuals (OWL 2 RL rules and nominals)', () => {
  it('types through the class hierarchy (cax-sco); asserted types are not reported', () => {
    const r = classify(ontology(typeOf('rex', 'Dog'), sub('Dog', 'Mammal'), sub('Mammal', 'Animal')));
    expect(typeBecause(r, 'rex', 'Animal')).toEqual(['a1', 'a2', 'a3']);
    expect(typeBecause(r, 'rex', 'Dog')).toBeUndefined();
    expect(r.inferences.filter((i) => i.kind === 'type')).toHaveLength(2);
  });

  it('domain and range typing (prp-dom, prp-rng)', () => {
    const r = classify(ontology(domain('owns', 'Person'), range('owns', 'Thing2'), rel('ann', 'owns', 'car')));
    expect(typeBecause(r, 'ann', 'Person')).toEqual(['a1', 'a3']);
    expect(typeBecause(r, 'car', 'Thing2')).toEqual(['a2', 'a3']);
  });

  it('sub-properties, inverses, symmetric and transitive properties, chains', () => {
    const r = classify(
      ontology(
        subProp('hasMother', 'hasParent'),
        inverses('hasParent', 'hasChild'),
        characteristic('SymmetricObjectProperty', 'sibling'),
        characteristic('TransitiveObjectProperty', 'ancestor'),
        chain(['hasParent', 'hasParent'], 'hasGrandparent'),
        rel('ann', 'hasMother', 'beth'),
        rel('beth', 'hasMother', 'cora'),
        rel('ann', 'sibling', 'dan'),
        rel('x', 'ancestor', 'y'),
        rel('y', 'ancestor', 'z'),
      ),
    );
    expect(valueBecause(r, 'ann', 'hasParent', 'beth')).toEqual(['a1', 'a6']);
    expect(valueBecause(r, 'beth', 'hasChild', 'ann')).toEqual(['a1', 'a2', 'a6']);
    expect(valueBecause(r, 'dan', 'sibling', 'ann')).toEqual(['a3', 'a8']);
    expect(valueBecause(r, 'x', 'ancestor', 'z')).toEqual(['a4', 'a9', 'a10']);
    expect(valueBecause(r, 'ann', 'hasGrandparent', 'cora')).toEqual(['a1', 'a5', 'a6', 'a7']);
    expect(valueBecause(r, 'ann', 'hasMother', 'beth')).toBeUndefined(); // asserted
  });

  it('hasValue both ways (cls-hv1, cls-hv2) and someValuesFrom on the left (cls-svf1)', () => {
    const r = classify(
      ontology(
        sub('ItalianDish', value('origin', 'italy')),
        typeOf('pasta', 'ItalianDish'),
        sub(value('origin', 'france'), 'FrenchDish'),
        rel('brie', 'origin', 'france'),
        sub(some('topping', C('Cheese')), 'Cheesy'),
        rel('pizza1', 'topping', 'mozza'),
        typeOf('mozza', 'Cheese'),
      ),
    );
    expect(valueBecause(r, 'pasta', 'origin', 'italy')).toEqual(['a1', 'a2']);
    expect(typeBecause(r, 'brie', 'FrenchDish')).toEqual(['a3', 'a4']);
    expect(typeBecause(r, 'pizza1', 'Cheesy')).toEqual(['a5', 'a6', 'a7']);
  });

  it('allValuesFrom on the right types the successors (cls-avf)', () => {
    const r = classify(ontology(sub('VeggiePlate', only('holds', C('Veg'))), typeOf('plate', 'VeggiePlate'), rel('plate', 'holds', 'carrot'), rel('other', 'holds', 'steak')));
    expect(typeBecause(r, 'carrot', 'Veg')).toEqual(['a1', 'a2', 'a3']);
    expect(typeBecause(r, 'steak', 'Veg')).toBeUndefined();
  });

  it('functional and inverse-functional properties and ≤1 make individuals the same (prp-fp, prp-ifp, cls-maxqc3)', () => {
    const r = classify(
      ontology(
        characteristic('FunctionalObjectProperty', 'hasMother'),
        rel('ann', 'hasMother', 'beth'),
        rel('ann', 'hasMother', 'betty'),
        typeOf('beth', 'Teacher'),
        characteristic('InverseFunctionalObjectProperty', 'passport'),
        rel('p1', 'passport', 'n42'),
        rel('p2', 'passport', 'n42'),
        sub('Monogamous', { t: 'ObjectMaxCardinality', n: 1, prop: P('spouse'), filler: C('Person') }),
        typeOf('joe', 'Monogamous'),
        rel('joe', 'spouse', 'kim'),
        rel('joe', 'spouse', 'kimberly'),
        typeOf('kim', 'Person'),
        typeOf('kimberly', 'Person'),
      ),
    );
    expect(sameBecause(r, 'beth', 'betty')).toEqual(['a1', 'a2', 'a3']);
    expect(typeBecause(r, 'betty', 'Teacher')).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(sameBecause(r, 'p1', 'p2')).toEqual(['a5', 'a6', 'a7']);
    expect(sameBecause(r, 'kim', 'kimberly')).toEqual(['a8', 'a9', 'a10', 'a11', 'a12', 'a13']);
  });

  it('DifferentIndividuals against an inferred sameAs is an inconsistency, explained', () => {
    const r = classify(ontology(characteristic('FunctionalObjectProperty', 'hasMother'), rel('ann', 'hasMother', 'beth'), rel('ann', 'hasMother', 'cora'), different('beth', 'cora'), typeOf('zed', 'Z')));
    expect(r.consistent).toBe(false);
    expect(r.inconsistency).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('disjoint classes and a complement assertion clash on an individual', () => {
    const a = classify(ontology(disjoint('Cat', 'Dog'), sub('Puppy', 'Dog'), typeOf('tom', 'Cat'), typeOf('tom', 'Puppy'), typeOf('rex', 'Dog')));
    expect(a.consistent).toBe(false);
    expect(a.inconsistency).toEqual(['a1', 'a2', 'a3', 'a4']);
    const b = classify(ontology(typeOf('tom', not(C('Dog'))), rel('tom', 'barksAt', 'moon'), domain('barksAt', 'Dog')));
    expect(b.consistent).toBe(false);
    expect(b.inconsistency).toEqual(['a1', 'a2', 'a3']);
  });

  it('an individual reaches types through existentials of the TBox (individual as a nominal)', () => {
    const r = classify(ontology(typeOf('f', 'Finger'), sub('Finger', some('partOf', C('Hand'))), characteristic('TransitiveObjectProperty', 'partOf'), sub('Hand', some('partOf', C('Body'))), sub(some('partOf', C('Body')), 'BodyPart')));
    expect(typeBecause(r, 'f', 'BodyPart')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(r.taxonomy.find((t) => t.cls === iri('Finger'))?.parents).toEqual([iri('BodyPart')]);
  });
});
