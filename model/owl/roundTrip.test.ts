import { describe, expect, it } from 'vitest';
import { axiomsFromTriples } from './rdfToAxioms';
import { triplesOfAxioms } from './axiomsToRdf';
import { compareGraphs } from './graphIsomorphism';
import { CONFORMANCE_FILES, conformanceTriples } from './testing/conformance';

// the README's counts for each file: the parser and the round trip are checked against the same numbers
const TRIPLES: Record<string, number> = { 'pizza.owl': 1944, 'bfo-core.owl': 1014, 'bfo-core.ttl': 1014, 'wine.rdf': 1839, 'so.owl': 45584 };

describe('triples → axioms → triples on the conformance files', () => {
  for (const file of CONFORMANCE_FILES) {
    it(`${file} gives back an isomorphic graph`, async () => {
      const triples = await conformanceTriples(file);
      expect(triples).toHaveLength(TRIPLES[file] as number);
      const axioms = axiomsFromTriples(triples);
      const result = compareGraphs(triples, triplesOfAxioms(axioms));
      expect(result).toEqual({ isomorphic: true });
      // only the prior version of wine.rdf (typed owl:Ontology inline) is not OWL 2
      const rdf = axioms.flatMap((a) => (a.t === 'Rdf' ? a.triples : []));
      expect(rdf.length).toBeLessThanOrEqual(1);
    }, 60_000);
  }

  it('reads what pizza.owl teaches: restrictions, definitions, disjointness, individuals', async () => {
    const axioms = axiomsFromTriples(await conformanceTriples('pizza.owl'));
    const count = (t: string): number => axioms.filter((a) => a.t === t).length;
    expect(count('EquivalentClasses')).toBe(15);
    expect(count('SubClassOf')).toBe(259);
    expect(axioms.filter((a) => a.t === 'DisjointClasses' && !a.pairwise)).toHaveLength(9);
    expect(count('DifferentIndividuals')).toBe(1);
    expect(count('TransitiveObjectProperty')).toBe(2);
    expect(count('FunctionalObjectProperty')).toBe(4);
    const header = axioms.find((a) => a.t === 'Ontology');
    expect(header).toMatchObject({ iri: 'http://www.co-ode.org/ontologies/pizza', versionIri: 'http://www.co-ode.org/ontologies/pizza/2.0.0' });
    const some = axioms.filter((a) => a.t === 'SubClassOf' && a.sup.t === 'ObjectSomeValuesFrom');
    expect(some.length).toBeGreaterThan(100);
    const skos = axioms.filter((a) => a.t === 'AnnotationAssertion' && a.prop === 'http://www.w3.org/2004/02/skos/core#prefLabel');
    expect(skos.some((a) => a.t === 'AnnotationAssertion' && 'literal' in a.value && a.value.literal.lang === 'en')).toBe(true);
    expect(axioms.some((a) => a.t === 'AnnotationAssertion' && a.prop.endsWith('#label') && 'literal' in a.value && a.value.literal.lang === 'pt')).toBe(true);
  });

  it('reads wine.rdf’s header with its import and the OWL 1 idioms', async () => {
    const axioms = axiomsFromTriples(await conformanceTriples('wine.rdf'));
    expect(axioms.find((a) => a.t === 'Ontology')).toMatchObject({ iri: 'http://www.w3.org/TR/2003/PR-owl-guide-20031209/wine', imports: ['http://www.w3.org/TR/2003/PR-owl-guide-20031209/food'] });
    expect(axioms.filter((a) => a.t === 'EquivalentClasses' && a.inline).length).toBeGreaterThan(50);
    expect(axioms.filter((a) => a.t === 'DifferentIndividuals' && a.distinctMembers)).toHaveLength(5);
  });

  it('reads so.owl’s owl:Axiom annotations onto their axioms', async () => {
    const axioms = axiomsFromTriples(await conformanceTriples('so.owl'));
    expect(axioms.filter((a) => a.annotations?.length && a.t !== 'Ontology').length).toBeGreaterThan(3000);
  }, 60_000);
});
