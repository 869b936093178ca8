import type { Literal, RdfTerm, RdfTriple } from './axioms';
import { V } from './vocabulary';

/** The shape of an RDF/JS term (n3, rdfxml-streaming-parser), so this pure module needs neither. */
type RdfJsTerm = { termType: string; value: string; language?: string; datatype?: { value: string } };
type RdfJsQuad = { subject: RdfJsTerm; predicate: RdfJsTerm; object: RdfJsTerm };

/** A literal as the axioms hold it: a language tag, or a datatype (xsd:string when none was written). */
export function literalOf(value: string, lang: string | undefined, datatype: string | undefined): Literal {
  if (lang) return { value, lang };
  return { value, datatype: datatype && datatype !== V.langString ? datatype : V.string };
}

function termOf(t: RdfJsTerm): RdfTerm {
  if (t.termType === 'Literal') return { literal: literalOf(t.value, t.language, t.datatype?.value) };
  if (t.termType === 'BlankNode') return { blank: t.value };
  return { iri: t.value };
}

/** A key that tells terms apart exactly (two literals are equal when value, language and datatype are). */
export function termKey(t: RdfTerm): string {
  if ('iri' in t) return `<${t.iri}>`;
  if ('blank' in t) return `_:${t.blank}`;
  const l = t.literal;
  return l.lang ? `"${l.value}"@${l.lang.toLowerCase()}` : `"${l.value}"^^${l.datatype ?? V.string}`;
}

export const tripleKey = (t: RdfTriple): string => `${termKey(t.s)} <${t.p}> ${termKey(t.o)}`;

/** Quads of a parser as a set of triples (the graph is a set: a repeated triple counts once), in document order. */
export function triplesOfQuads(quads: Iterable<RdfJsQuad>): RdfTriple[] {
  const seen = new Set<string>();
  const out: RdfTriple[] = [];
  for (const q of quads) {
    const s = termOf(q.subject) as RdfTriple['s'];
    const t: RdfTriple = { s, p: q.predicate.value, o: termOf(q.object) };
    const key = tripleKey(t);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/** Drops repeated triples, keeping the first of each. */
export function distinctTriples(triples: readonly RdfTriple[]): RdfTriple[] {
  const seen = new Set<string>();
  return triples.filter((t) => {
    const key = tripleKey(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
