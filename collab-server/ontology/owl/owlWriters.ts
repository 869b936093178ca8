import type { RdfTerm, RdfTriple } from '../../../model/owl/axioms';
import { splitIri, toProtegeRdfXml } from '../../../model/owl/rdfXmlWriter';
import { OWL, RDF, RDFS, XSD, SKOS } from './owlVocabulary';

const PREFIXES: Record<string, string> = { rdf: RDF, rdfs: RDFS, owl: OWL, xsd: XSD, skos: SKOS };

const ownNamespace = (ontologyIri: string | null): Record<string, string> => (ontologyIri ? { '': `${ontologyIri.replace(/[#/]$/, '')}#` } : {});

/** Turtle through n3's Writer, with the ontology's own namespace as the default prefix. */
export async function toTurtle(triples: readonly RdfTriple[], ontologyIri: string | null): Promise<string> {
  // loaded on the first export: n3 is a second of start-up that no other call needs
  const { DataFactory, Writer } = await import('n3');
  const { namedNode, blankNode, literal, quad } = DataFactory;
  const term = (o: RdfTerm) => {
    if ('blank' in o) return blankNode(o.blank);
    if ('iri' in o) return namedNode(o.iri);
    return o.literal.lang ? literal(o.literal.value, o.literal.lang) : literal(o.literal.value, namedNode(o.literal.datatype ?? `${XSD}string`));
  };
  const writer = new Writer({ prefixes: { ...PREFIXES, ...ownNamespace(ontologyIri) } });
  for (const t of triples) writer.addQuad(quad(term(t.s) as ReturnType<typeof namedNode>, namedNode(t.p), term(t.o)));
  return new Promise((resolve, reject) => writer.end((error, result: string) => (error ? reject(error) : resolve(result))));
}

/** A predicate IRI split into namespace and an XML local name; RDF/XML can only write predicates that split. */
export function splitPredicate(p: string): [string, string] {
  const split = splitIri(p);
  if (!split) throw new Error(`RDF/XML cannot write the property IRI ${p}`);
  return split;
}

/** RDF/XML as Protégé writes it (model/owl/rdfXmlWriter.ts), with the ontology's namespace as the default one. */
export function toRdfXml(triples: readonly RdfTriple[], ontologyIri: string | null): string {
  return toProtegeRdfXml(triples, { ontologyIri });
}
