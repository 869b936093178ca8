import type { Annotation, AnnotationValue, RdfTerm, RdfTriple } from './axioms';
import { nodeKey, predicatesOf, type RdfGraph } from './rdfGraph';
import type { Claim } from './rdfExpressionReader';
import { termKey } from './rdfTerms';
import { V } from './vocabulary';

/** owl:Annotation nodes (annotations of annotations) by the annotation triple they annotate. */
export type AnnotationIndex = Map<string, RdfTerm[]>;

const reifiedKey = (s: RdfTerm, p: string, o: RdfTerm): string => `${nodeKey(s)} ${p} ${termKey(o)}`;

/** The parts of a reification node (owl:Axiom or owl:Annotation): what it annotates, and the node's own triples by predicate. */
export type Reification = { source: RdfTerm; prop: string; target: RdfTerm; rest: Map<string, number[]> };

export function readReification(g: RdfGraph, node: RdfTerm, type: string, claim: Claim): Reification | null {
  const preds = predicatesOf(g, node);
  const parts: RdfTerm[] = [];
  for (const p of [V.type, V.annotatedSource, V.annotatedProperty, V.annotatedTarget]) {
    const list = preds.get(p);
    if (list?.length !== 1) return null;
    claim.push(list[0] as number);
    parts.push((g.triples[list[0] as number] as RdfTriple).o);
    preds.delete(p);
  }
  const [t, source, prop, target] = parts as [RdfTerm, RdfTerm, RdfTerm, RdfTerm];
  if (!('iri' in t) || t.iri !== type || !('iri' in prop) || 'literal' in source) return null;
  return { source, prop: prop.iri, target, rest: preds };
}

export function indexAnnotationNodes(g: RdfGraph): AnnotationIndex {
  const index: AnnotationIndex = new Map();
  for (const t of g.triples) {
    if (t.p !== V.type || !('blank' in t.s) || !('iri' in t.o) || t.o.iri !== V.Annotation) continue;
    const r = readReification(g, t.s, V.Annotation, []);
    if (!r) continue;
    const key = reifiedKey(r.source, r.prop, r.target);
    index.set(key, [...(index.get(key) ?? []), t.s]);
  }
  return index;
}

function valueOf(o: RdfTerm): AnnotationValue {
  if ('iri' in o) return { iri: o.iri };
  if ('blank' in o) return { blank: o.blank };
  return { literal: o.literal };
}

/**
 * The annotations stated on a node (`preds`: its triples by predicate, less those the caller has
 * read), each with the annotations an owl:Annotation node states on it. Null when a triple left is
 * not an annotation.
 */
export function readAnnotations(g: RdfGraph, node: RdfTerm, preds: Map<string, number[]>, index: AnnotationIndex, claim: Claim, depth = 0): Annotation[] | null {
  const out: Annotation[] = [];
  for (const [p, list] of preds) {
    if (!g.isAnnotationLike(p) || depth > 8) return null;
    for (const i of list) {
      claim.push(i);
      const o = (g.triples[i] as RdfTriple).o;
      const annotation: Annotation = { prop: p, value: valueOf(o) };
      const nested = index.get(reifiedKey(node, p, o))?.[0];
      if (nested) {
        const r = readReification(g, nested, V.Annotation, claim);
        const inner = r && readAnnotations(g, nested, r.rest, index, claim, depth + 1);
        if (!inner) return null;
        if (inner.length) annotation.annotations = inner;
      }
      out.push(annotation);
    }
  }
  return out;
}
