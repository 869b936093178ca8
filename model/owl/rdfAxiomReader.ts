import type { Axiom, ClassExpr, EntityKind, ObjectPropertyExpr, RdfTerm, RdfTriple } from './axioms';
import { predicatesOf, type RdfGraph } from './rdfGraph';
import { readClassExpr, readDataRange, readIndividual, readList, readObjectProp, type Claim } from './rdfExpressionReader';
import { readAnnotations, type AnnotationIndex } from './rdfAnnotationReader';
import { CHARACTERISTICS, isReserved, V } from './vocabulary';

/** An axiom read from the graph: the triples it was read from, and (for an owl:Axiom to find it) its main triples. */
export type ReadAxiom = { axiom: Axiom; claim: Claim; mains: number[] };

const DECLARED: Record<string, EntityKind> = {
  [V.Class]: 'Class',
  [V.ObjectProperty]: 'ObjectProperty',
  [V.DatatypeProperty]: 'DataProperty',
  [V.AnnotationProperty]: 'AnnotationProperty',
  [V.NamedIndividual]: 'NamedIndividual',
  [V.Datatype]: 'Datatype',
};

/** Nodes that state an axiom by themselves (their annotations sit on them). */
const AXIOM_NODES = new Set<string>([V.AllDisjointClasses, V.AllDifferent, V.AllDisjointProperties, V.NegativePropertyAssertion]);

export type ReaderContext = { g: RdfGraph; annotations: AnnotationIndex; header: string | null };

function isDataRangeNode(g: RdfGraph, t: RdfTerm): boolean {
  if ('iri' in t) return g.isDatatype(t.iri);
  return 'blank' in t && g.about(t).some((i) => {
    const x = g.triples[i] as RdfTriple;
    return x.p === V.type && 'iri' in x.o && x.o.iri === V.Datatype;
  });
}

/** A node stating a whole axiom (owl:AllDisjointClasses, owl:AllDifferent, …), with the annotations on it. */
function readAxiomNode(cx: ReaderContext, node: RdfTerm, type: string, claim: Claim): Axiom | null {
  const { g } = cx;
  const preds = predicatesOf(g, node);
  const take = (p: string): RdfTerm | null => {
    const list = preds.get(p);
    preds.delete(p);
    if (list?.length !== 1) return null;
    claim.push(list[0] as number);
    return (g.triples[list[0] as number] as RdfTriple).o;
  };
  if (!take(V.type)) return null;
  let axiom: Axiom | null = null;
  if (type === V.AllDisjointClasses || type === V.AllDisjointProperties || type === V.AllDifferent) {
    const distinct = type === V.AllDifferent && preds.has(V.distinctMembers);
    const list = take(distinct ? V.distinctMembers : V.members);
    if (!list) return null;
    if (type === V.AllDisjointClasses) {
      const ops = readList(g, list, claim, (x) => readClassExpr(g, x, claim));
      axiom = ops && { t: 'DisjointClasses', ops };
    } else if (type === V.AllDifferent) {
      const individuals = readList(g, list, claim, readIndividual);
      axiom = individuals && { t: 'DifferentIndividuals', individuals, ...(distinct ? { distinctMembers: true } : {}) };
    } else {
      const props = readList(g, list, claim, (x) => x);
      if (!props) return null;
      if (props.length > 0 && props.every((p) => 'iri' in p && g.propertyKind(p.iri) === 'data')) axiom = { t: 'DisjointDataProperties', ops: props.map((p) => (p as { iri: string }).iri) };
      else {
        const ops = readList(g, list, claim, (x) => readObjectProp(g, x, claim));
        axiom = ops && { t: 'DisjointObjectProperties', ops };
      }
    }
  } else {
    const source = take(V.sourceIndividual);
    const prop = take(V.assertionProperty);
    const subject = source && readIndividual(source);
    if (!subject || !prop) return null;
    if (preds.has(V.targetValue)) {
      const value = take(V.targetValue);
      axiom = value && 'literal' in value && 'iri' in prop ? { t: 'NegativeDataPropertyAssertion', prop: prop.iri, subject, value: value.literal } : null;
    } else {
      const target = take(V.targetIndividual);
      const object = target && readIndividual(target);
      const p = readObjectProp(g, prop, claim);
      axiom = object && p ? { t: 'NegativeObjectPropertyAssertion', prop: p, subject, object } : null;
    }
  }
  if (!axiom) return null;
  const annotations = readAnnotations(g, node, preds, cx.annotations, claim);
  if (!annotations) return null;
  return annotations.length ? { ...axiom, annotations } : axiom;
}

/** The ontology header: IRI, version IRI, imports and the ontology's annotations. */
function readHeader(cx: ReaderContext, node: RdfTerm, claim: Claim): Axiom | null {
  const { g } = cx;
  const preds = predicatesOf(g, node);
  const types = preds.get(V.type) ?? [];
  preds.delete(V.type);
  claim.push(...types.filter((i) => {
    const o = (g.triples[i] as RdfTriple).o;
    return 'iri' in o && o.iri === V.Ontology;
  }));
  const version = (preds.get(V.versionIRI) ?? []).filter((i) => 'iri' in (g.triples[i] as RdfTriple).o);
  preds.delete(V.versionIRI);
  const imports = (preds.get(V.imports) ?? []).filter((i) => 'iri' in (g.triples[i] as RdfTriple).o);
  preds.delete(V.imports);
  claim.push(...version.slice(0, 1), ...imports);
  const iriOf = (i: number): string => ((g.triples[i] as RdfTriple).o as { iri: string }).iri;
  // whatever is not an annotation (a second owl:versionIRI, another type) stays RDF
  const annotatable = new Map([...preds].filter(([p, list]) => g.isAnnotationLike(p) && list.every((i) => !('blank' in (g.triples[i] as RdfTriple).o))));
  const annotations = readAnnotations(g, node, annotatable, cx.annotations, claim) ?? [];
  const axiom: Axiom = { t: 'Ontology', iri: 'iri' in node ? node.iri : null, versionIri: version[0] === undefined ? null : iriOf(version[0]), imports: imports.map(iriOf) };
  return annotations.length ? { ...axiom, annotations } : axiom;
}

function readTypeTriple(cx: ReaderContext, t: RdfTriple, claim: Claim): Axiom | null {
  const { g } = cx;
  if ('iri' in t.o) {
    const type = t.o.iri;
    if (type === V.Ontology) return 'iri' in t.s && t.s.iri === cx.header ? readHeader(cx, t.s, claim) : null;
    if (AXIOM_NODES.has(type)) return 'blank' in t.s ? readAxiomNode(cx, t.s, type, claim) : null;
    const declared = DECLARED[type];
    if (declared) return 'iri' in t.s ? { t: 'Declaration', kind: declared, iri: t.s.iri } : null;
    const characteristic = CHARACTERISTICS[type as keyof typeof CHARACTERISTICS] as (typeof CHARACTERISTICS)[keyof typeof CHARACTERISTICS] | undefined;
    if (characteristic) {
      if (type === V.FunctionalProperty && 'iri' in t.s && g.propertyKind(t.s.iri) === 'data') return { t: 'FunctionalDataProperty', prop: t.s.iri };
      const prop = readObjectProp(g, t.s, claim);
      return prop && { t: characteristic, prop };
    }
    if (isReserved(type) && type !== V.Thing && type !== V.Nothing) return null;
  }
  const individual = readIndividual(t.s);
  const cls = readClassExpr(g, t.o, claim);
  return individual !== null && cls ? { t: 'ClassAssertion', cls, individual } : null;
}

function propertyAxiom(cx: ReaderContext, t: RdfTriple, claim: Claim): Axiom | null {
  const { g } = cx;
  const kindOf = (x: RdfTerm) => ('iri' in x ? g.propertyKind(x.iri) : 'blank' in x ? 'object' : null);
  const kind = kindOf(t.s) ?? kindOf(t.o);
  const iris = 'iri' in t.s && 'iri' in t.o ? [t.s.iri, t.o.iri] : null;
  const op = (x: RdfTerm): ObjectPropertyExpr | null => readObjectProp(g, x, claim);
  switch (t.p) {
    case V.subPropertyOf: {
      if (kind === 'data' && iris) return { t: 'SubDataPropertyOf', sub: iris[0] as string, sup: iris[1] as string };
      if ((kind === 'annotation' || kind === null) && iris) return { t: 'SubAnnotationPropertyOf', sub: iris[0] as string, sup: iris[1] as string };
      const sub = op(t.s);
      const sup = op(t.o);
      return sub && sup && { t: 'SubObjectPropertyOf', sub, sup };
    }
    case V.equivalentProperty:
    case V.propertyDisjointWith: {
      const equivalent = t.p === V.equivalentProperty;
      if (kind === 'data' && iris) return { t: equivalent ? 'EquivalentDataProperties' : 'DisjointDataProperties', ops: iris };
      const a = op(t.s);
      const b = op(t.o);
      return a && b && { t: equivalent ? 'EquivalentObjectProperties' : 'DisjointObjectProperties', ops: [a, b] };
    }
    case V.domain:
    case V.range: {
      const domain = t.p === V.domain;
      const own = kindOf(t.s) ?? (domain ? 'object' : isDataRangeNode(g, t.o) ? 'data' : 'object');
      if (own === 'annotation') return 'iri' in t.s && 'iri' in t.o ? { t: domain ? 'AnnotationPropertyDomain' : 'AnnotationPropertyRange', prop: t.s.iri, iri: t.o.iri } : null;
      if (own === 'data') {
        if (!('iri' in t.s)) return null;
        if (domain) {
          const cls = readClassExpr(g, t.o, claim);
          return cls && { t: 'DataPropertyDomain', prop: t.s.iri, cls };
        }
        const range = readDataRange(g, t.o, claim);
        return range && { t: 'DataPropertyRange', prop: t.s.iri, range };
      }
      const prop = op(t.s);
      const cls = readClassExpr(g, t.o, claim);
      return prop && cls && { t: domain ? 'ObjectPropertyDomain' : 'ObjectPropertyRange', prop, cls };
    }
    case V.inverseOf: {
      if (!('iri' in t.s)) return null;
      const b = op(t.o);
      return b && { t: 'InverseObjectProperties', a: { t: 'ObjectProperty', iri: t.s.iri }, b };
    }
    case V.propertyChainAxiom: {
      const sup = op(t.s);
      const chain = readList(g, t.o, claim, op);
      return sup && chain && { t: 'SubObjectPropertyChain', chain, sup };
    }
    default:
      return null;
  }
}

function inlineExpression(g: RdfGraph, t: RdfTriple, claim: Claim): ClassExpr | null {
  const ce = (x: RdfTerm): ClassExpr | null => readClassExpr(g, x, claim);
  if (t.p === V.complementOf) {
    const op = ce(t.o);
    return op && { t: 'ObjectComplementOf', op };
  }
  if (t.p === V.oneOf) {
    const individuals = readList(g, t.o, claim, readIndividual);
    return individuals && { t: 'ObjectOneOf', individuals };
  }
  const ops = readList(g, t.o, claim, ce);
  return ops && { t: t.p === V.intersectionOf ? 'ObjectIntersectionOf' : 'ObjectUnionOf', ops };
}

function classAxiom(cx: ReaderContext, t: RdfTriple, claim: Claim): Axiom | null {
  const { g } = cx;
  const ce = (x: RdfTerm): ClassExpr | null => readClassExpr(g, x, claim);
  switch (t.p) {
    case V.subClassOf: {
      const sub = ce(t.s);
      const sup = ce(t.o);
      return sub && sup && { t: 'SubClassOf', sub, sup };
    }
    case V.equivalentClass: {
      if ('iri' in t.s && g.isDatatype(t.s.iri) && !g.classes.has(t.s.iri)) {
        const range = readDataRange(g, t.o, claim);
        return range && { t: 'DatatypeDefinition', datatype: t.s.iri, range };
      }
      const a = ce(t.s);
      const b = ce(t.o);
      return a && b && { t: 'EquivalentClasses', ops: [a, b] };
    }
    case V.disjointWith: {
      const a = ce(t.s);
      const b = ce(t.o);
      return a && b && { t: 'DisjointClasses', ops: [a, b], pairwise: true };
    }
    case V.disjointUnionOf: {
      const ops = 'iri' in t.s ? readList(g, t.o, claim, ce) : null;
      return ops && { t: 'DisjointUnion', cls: (t.s as { iri: string }).iri, ops };
    }
    case V.intersectionOf:
    case V.unionOf:
    case V.complementOf:
    case V.oneOf: {
      // OWL 1 wrote a definition on the named class itself: <owl:Class rdf:ID="WhiteWine"><owl:intersectionOf …>
      if (!('iri' in t.s)) return null;
      const expr = inlineExpression(g, t, claim);
      return expr && { t: 'EquivalentClasses', ops: [{ t: 'Class', iri: t.s.iri }, expr], inline: true };
    }
    case V.hasKey: {
      const cls = ce(t.s);
      const props = readList(g, t.o, claim, (x) => x);
      if (!cls || !props) return null;
      // the AST keeps object properties before data properties: a list in another order stays RDF
      const split = props.findIndex((p) => 'iri' in p && g.propertyKind(p.iri) === 'data');
      const objects = split < 0 ? props : props.slice(0, split);
      const data = split < 0 ? [] : props.slice(split);
      const objectProps = objects.map((x) => readObjectProp(g, x, claim));
      if (objectProps.some((p) => !p) || data.some((p) => !('iri' in p) || g.propertyKind(p.iri) !== 'data')) return null;
      return { t: 'HasKey', cls, objectProps: objectProps as ObjectPropertyExpr[], dataProps: data.map((p) => (p as { iri: string }).iri) };
    }
    default:
      return null;
  }
}

function assertionAxiom(cx: ReaderContext, t: RdfTriple): Axiom | null {
  const { g } = cx;
  const subject = readIndividual(t.s);
  if (!subject) return null;
  if (t.p === V.sameAs || t.p === V.differentFrom) {
    const other = readIndividual(t.o);
    if (!other) return null;
    return t.p === V.sameAs ? { t: 'SameIndividual', individuals: [subject, other] } : { t: 'DifferentIndividuals', individuals: [subject, other], pairwise: true };
  }
  const kind = g.propertyKind(t.p);
  if (kind === 'object' && !('literal' in t.o)) return { t: 'ObjectPropertyAssertion', prop: { t: 'ObjectProperty', iri: t.p }, subject, object: readIndividual(t.o) as string };
  if (kind === 'data' && 'literal' in t.o) return { t: 'DataPropertyAssertion', prop: t.p, subject, value: t.o.literal };
  if (!g.isAnnotationLike(t.p) || kind === 'object' || kind === 'data') return null;
  const value = 'iri' in t.o ? { iri: t.o.iri } : 'blank' in t.o ? { blank: t.o.blank } : { literal: t.o.literal };
  return { t: 'AnnotationAssertion', prop: t.p, subject, value };
}

/** The axiom whose main triple is triple `i` (the reverse of Table 2), or null when it does not read as one. */
export function readAxiomAt(cx: ReaderContext, i: number): ReadAxiom | null {
  const t = cx.g.triples[i] as RdfTriple;
  const claim: Claim = [i];
  const axiom = t.p === V.type ? readTypeTriple(cx, t, claim) : (classAxiom(cx, t, claim) ?? propertyAxiom(cx, t, claim) ?? (isReserved(t.p) && !cx.g.isAnnotationLike(t.p) && t.p !== V.sameAs && t.p !== V.differentFrom ? null : assertionAxiom(cx, t)));
  if (!axiom) return null;
  const nodeStated = axiom.t === 'Ontology' || (t.p === V.type && 'iri' in t.o && AXIOM_NODES.has(t.o.iri));
  return { axiom, claim, mains: nodeStated ? [] : [i] };
}
