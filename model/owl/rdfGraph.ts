import type { RdfTerm, RdfTriple } from './axioms';
import { BUILT_IN_ANNOTATION_PROPERTIES, CHARACTERISTICS, isReserved, RDF_NS, RDFS_NS, V, XSD_NS } from './vocabulary';

export type PropertyKind = 'object' | 'data' | 'annotation';

/** A node's key: '<iri>' or '_:id' (literals are never subjects). */
export const nodeKey = (t: RdfTerm): string => ('iri' in t ? `<${t.iri}>` : 'blank' in t ? `_:${t.blank}` : '');

const OBJECT_ONLY_CHARACTERISTICS = new Set<string>(Object.keys(CHARACTERISTICS).filter((c) => c !== V.FunctionalProperty));
const BUILT_IN_DATATYPES = new Set([`${RDFS_NS}Literal`, `${RDF_NS}PlainLiteral`, `${RDF_NS}XMLLiteral`, V.langString]);

/**
 * A graph indexed for the reverse mapping: triples by subject and blank nodes by the triples that
 * point at them, and what the declarations say each IRI is (a property's kind decides whether a
 * restriction or an assertion is about objects, data or annotations).
 */
export class RdfGraph {
  readonly bySubject = new Map<string, number[]>();
  /** Triples whose object is this blank node. */
  readonly refs = new Map<string, number[]>();
  private readonly objectProps = new Set<string>();
  private readonly dataProps = new Set<string>();
  private readonly annotationProps = new Set<string>(BUILT_IN_ANNOTATION_PROPERTIES);
  private readonly datatypes = new Set<string>(BUILT_IN_DATATYPES);
  readonly classes = new Set<string>();

  constructor(readonly triples: readonly RdfTriple[]) {
    triples.forEach((t, i) => {
      const s = nodeKey(t.s);
      const list = this.bySubject.get(s);
      if (list) list.push(i);
      else this.bySubject.set(s, [i]);
      if ('blank' in t.o) {
        const r = this.refs.get(`_:${t.o.blank}`);
        if (r) r.push(i);
        else this.refs.set(`_:${t.o.blank}`, [i]);
      }
      if (t.p !== V.type || !('iri' in t.s) || !('iri' in t.o)) return;
      const type = t.o.iri;
      const s2 = t.s.iri;
      if (type === V.ObjectProperty || OBJECT_ONLY_CHARACTERISTICS.has(type)) this.objectProps.add(s2);
      else if (type === V.DatatypeProperty) this.dataProps.add(s2);
      else if (type === V.AnnotationProperty) this.annotationProps.add(s2);
      else if (type === V.Datatype) this.datatypes.add(s2);
      else if (type === V.Class) this.classes.add(s2);
    });
  }

  /** Indices of the triples about a node. */
  about(t: RdfTerm): number[] {
    return this.bySubject.get(nodeKey(t)) ?? [];
  }

  propertyKind(iri: string): PropertyKind | null {
    if (this.objectProps.has(iri)) return 'object';
    if (this.dataProps.has(iri)) return 'data';
    if (this.annotationProps.has(iri)) return 'annotation';
    return null;
  }

  isDatatype(iri: string): boolean {
    return this.datatypes.has(iri) || (iri.startsWith(XSD_NS) && !this.classes.has(iri));
  }

  /** A predicate an annotation can use: any non-language IRI, and the annotation properties OWL builds in. */
  isAnnotationLike(p: string): boolean {
    if (this.annotationProps.has(p)) return true;
    return !isReserved(p) && !this.objectProps.has(p) && !this.dataProps.has(p);
  }
}

/** The triples of a node grouped by predicate; `types` lists its rdf:type objects' IRIs. */
export function predicatesOf(g: RdfGraph, node: RdfTerm): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const i of g.about(node)) {
    const p = (g.triples[i] as RdfTriple).p;
    const list = out.get(p);
    if (list) list.push(i);
    else out.set(p, [i]);
  }
  return out;
}
