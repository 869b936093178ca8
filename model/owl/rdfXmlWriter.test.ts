import { describe, expect, it } from 'vitest';
import type { RdfTriple } from './axioms';
import { compareGraphs } from './graphIsomorphism';
import { toProtegeRdfXml } from './rdfXmlWriter';
import { axiomsFromTriples } from './rdfToAxioms';
import { triplesOfAxioms } from './axiomsToRdf';
import { CONFORMANCE_FILES, conformanceTriples, parseText } from './testing/conformance';

const ontologyOf = (triples: RdfTriple[]): string | null =>
  axiomsFromTriples(triples).flatMap((a) => (a.t === 'Ontology' ? [a.iri] : []))[0] ?? null;

describe('RDF/XML written the way Protégé writes it', () => {
  for (const file of CONFORMANCE_FILES) {
    it(`${file}: reading the written RDF/XML gives the same graph`, async () => {
      const triples = await conformanceTriples(file);
      const xml = toProtegeRdfXml(triplesOfAxioms(axiomsFromTriples(triples)), { ontologyIri: ontologyOf(triples) });
      expect(compareGraphs(triples, await parseText(xml, 'rdfxml'))).toEqual({ isomorphic: true });
    }, 60_000);
  }

  it('writes typed node elements, nested restrictions, collections and owl:Axiom elements', async () => {
    const xml = toProtegeRdfXml(await conformanceTriples('pizza.owl'), { ontologyIri: 'http://www.co-ode.org/ontologies/pizza' });
    expect(xml).toContain('<owl:Class rdf:about="http://www.co-ode.org/ontologies/pizza/pizza.owl#American">');
    expect(xml).toMatch(/<rdfs:subClassOf>\n\s+<owl:Restriction>\n\s+<owl:onProperty rdf:resource="[^"]+#hasTopping"\/>/);
    expect(xml).toContain('rdf:parseType="Collection"');
    expect(xml).toContain('<owl:ObjectProperty rdf:about=');
    expect(xml).toContain('xml:base="http://www.co-ode.org/ontologies/pizza"');
    const so = toProtegeRdfXml(await conformanceTriples('so.owl'));
    expect(so).toMatch(/\n {4}<owl:Axiom>\n {8}<owl:annotatedSource/);
  }, 60_000);

  it('escapes markup, quotes and line ends, and names shared blank nodes', async () => {
    const triples: RdfTriple[] = [
      { s: { iri: 'urn:x#a&b' }, p: 'http://www.w3.org/2000/01/rdf-schema#comment', o: { literal: { value: '<b> & "q"\r\nnext\tline', lang: 'en' } } },
      { s: { iri: 'urn:x#a' }, p: 'urn:x#p', o: { blank: 'n' } },
      { s: { iri: 'urn:x#b' }, p: 'urn:x#p', o: { blank: 'n' } },
      { s: { blank: 'n' }, p: 'urn:x#v', o: { literal: { value: '1', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } } },
      { s: { blank: 'c1' }, p: 'urn:x#next', o: { blank: 'c2' } },
      { s: { blank: 'c2' }, p: 'urn:x#next', o: { blank: 'c1' } },
    ];
    expect(compareGraphs(triples, await parseText(toProtegeRdfXml(triples), 'rdfxml'))).toEqual({ isomorphic: true });
  });
});
