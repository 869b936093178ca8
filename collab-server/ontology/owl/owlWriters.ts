import type { Term, Triple } from './owlModel';
import { OWL, RDF, RDFS, XSD, SKOS } from './owlVocabulary';

const PREFIXES: Record<string, string> = { rdf: RDF, rdfs: RDFS, owl: OWL, xsd: XSD, skos: SKOS };

/** Turtle through n3's Writer, with the ontology's own namespace as the default prefix. */
export async function toTurtle(triples: readonly Triple[], ontologyIri: string): Promise<string> {
  // loaded on the first export: n3 is a second of start-up that no other call needs
  const { DataFactory, Writer } = await import('n3');
  const { namedNode, blankNode, literal, quad } = DataFactory;
  const subjectTerm = (s: string) => (s.startsWith('_:') ? blankNode(s.slice(2)) : namedNode(s));
  const objectTerm = (o: Term) => {
    if (o.kind === 'blank') return blankNode(o.value.slice(2));
    if (o.kind === 'iri') return namedNode(o.value);
    return o.lang ? literal(o.value, o.lang) : literal(o.value, namedNode(o.datatype));
  };
  const writer = new Writer({ prefixes: { ...PREFIXES, '': `${ontologyIri.replace(/[#/]$/, '')}#` } });
  for (const t of triples) writer.addQuad(quad(subjectTerm(t.s), namedNode(t.p), objectTerm(t.o)));
  return new Promise((resolve, reject) => writer.end((error, result: string) => (error ? reject(error) : resolve(result))));
}

const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A predicate IRI split into namespace and an XML local name; RDF/XML can only write predicates that split. */
export function splitPredicate(p: string): [string, string] {
  for (let i = 1; i < p.length; i += 1) {
    const local = p.slice(i);
    if (NCNAME.test(local) && /[#/:]/.test(p[i - 1] as string)) return [p.slice(0, i), local];
  }
  for (let i = 1; i < p.length; i += 1) if (NCNAME.test(p.slice(i))) return [p.slice(0, i), p.slice(i)];
  throw new Error(`RDF/XML cannot write the property IRI ${p}`);
}

/**
 * RDF/XML: one rdf:Description per subject (blank nodes by rdf:nodeID), predicates as elements
 * of their namespace, literals with xml:lang or rdf:datatype. Plain, so any RDF/XML reader takes it.
 */
export function toRdfXml(triples: readonly Triple[]): string {
  const namespaces = new Map<string, string>(Object.entries(PREFIXES).map(([k, v]) => [v, k]));
  const qname = (p: string): string => {
    const [ns, local] = splitPredicate(p);
    let prefix = namespaces.get(ns);
    if (!prefix) namespaces.set(ns, (prefix = `ns${namespaces.size}`));
    return `${prefix}:${local}`;
  };
  const bySubject = new Map<string, Triple[]>();
  for (const t of triples) bySubject.set(t.s, [...(bySubject.get(t.s) ?? []), t]);
  const body: string[] = [];
  for (const [s, list] of bySubject) {
    const subject = s.startsWith('_:') ? `rdf:nodeID="${escapeXml(s.slice(2))}"` : `rdf:about="${escapeXml(s)}"`;
    body.push(`  <rdf:Description ${subject}>`);
    for (const { p, o } of list) {
      const name = qname(p);
      if (o.kind === 'iri') body.push(`    <${name} rdf:resource="${escapeXml(o.value)}"/>`);
      else if (o.kind === 'blank') body.push(`    <${name} rdf:nodeID="${escapeXml(o.value.slice(2))}"/>`);
      else {
        const attr = o.lang ? ` xml:lang="${escapeXml(o.lang)}"` : o.datatype && o.datatype !== `${XSD}string` ? ` rdf:datatype="${escapeXml(o.datatype)}"` : '';
        body.push(`    <${name}${attr}>${escapeXml(o.value)}</${name}>`);
      }
    }
    body.push('  </rdf:Description>');
  }
  const xmlns = [...namespaces].map(([ns, prefix]) => `    xmlns:${prefix}="${escapeXml(ns)}"`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF\n${xmlns}>\n${body.join('\n')}\n</rdf:RDF>\n`;
}
