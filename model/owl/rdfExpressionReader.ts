import type { ClassExpr, DataRange, Individual, Literal, ObjectPropertyExpr, RdfTerm, RdfTriple } from './axioms';
import { predicatesOf, type RdfGraph } from './rdfGraph';
import { V } from './vocabulary';

/**
 * The reverse of Tables 1–3 of "OWL 2 Mapping to RDF Graphs": class expressions, data ranges,
 * property expressions and lists read from the blank nodes that spell them. Reading is strict — a
 * node must hold exactly the triples its construct writes — so writing the result back gives the
 * same triples; anything else answers null and the caller keeps the RDF as it was. Every triple
 * read is pushed to `claim`.
 */
export type Claim = number[];

const CARD_PREDICATES = {
  [V.minCardinality]: ['Min', false],
  [V.maxCardinality]: ['Max', false],
  [V.cardinality]: ['Exact', false],
  [V.minQualifiedCardinality]: ['Min', true],
  [V.maxQualifiedCardinality]: ['Max', true],
  [V.qualifiedCardinality]: ['Exact', true],
} as const;

const tripleAt = (g: RdfGraph, i: number): RdfTriple => g.triples[i] as RdfTriple;

/** The single object of a predicate on the node, or null when it has none or several. */
function single(g: RdfGraph, preds: Map<string, number[]>, p: string, claim: Claim): RdfTerm | null {
  const list = preds.get(p);
  if (list?.length !== 1) return null;
  claim.push(list[0] as number);
  return tripleAt(g, list[0] as number).o;
}

/** The node's predicates are exactly `allowed` (each once), with rdf:type `type` once. */
function shapeIs(g: RdfGraph, preds: Map<string, number[]>, type: string | null, allowed: readonly string[], claim: Claim): boolean {
  for (const [p, list] of preds) {
    if (list.length !== 1) return false;
    if (p === V.type) {
      const o = tripleAt(g, list[0] as number).o;
      if (type === null || !('iri' in o) || o.iri !== type) return false;
      claim.push(list[0] as number);
    } else if (!allowed.includes(p)) return false;
  }
  return type === null || preds.has(V.type);
}

/** An RDF list's items (rdf:first / rdf:rest through blank nodes to rdf:nil). */
export function readList<T>(g: RdfGraph, head: RdfTerm, claim: Claim, item: (t: RdfTerm) => T | null): T[] | null {
  const out: T[] = [];
  const seen = new Set<string>();
  let node = head;
  for (;;) {
    if ('iri' in node) return node.iri === V.nil ? out : null;
    if (!('blank' in node) || seen.has(node.blank)) return null;
    seen.add(node.blank);
    const preds = predicatesOf(g, node);
    if (preds.size !== 2) return null;
    const first = single(g, preds, V.first, claim);
    const rest = single(g, preds, V.rest, claim);
    if (!first || !rest) return null;
    const value = item(first);
    if (value === null) return null;
    out.push(value);
    node = rest;
  }
}

export function readIndividual(t: RdfTerm): Individual | null {
  if ('iri' in t) return t.iri;
  if ('blank' in t) return `_:${t.blank}`;
  return null;
}

export function readObjectProp(g: RdfGraph, t: RdfTerm, claim: Claim): ObjectPropertyExpr | null {
  if ('iri' in t) return { t: 'ObjectProperty', iri: t.iri };
  if (!('blank' in t)) return null;
  const preds = predicatesOf(g, t);
  if (preds.size !== 1) return null;
  const inv = single(g, preds, V.inverseOf, claim);
  return inv && 'iri' in inv ? { t: 'ObjectInverseOf', iri: inv.iri } : null;
}

const literal = (t: RdfTerm): Literal | null => ('literal' in t ? t.literal : null);

export function readDataRange(g: RdfGraph, t: RdfTerm, claim: Claim): DataRange | null {
  if ('iri' in t) return { t: 'Datatype', iri: t.iri };
  if (!('blank' in t)) return null;
  const preds = predicatesOf(g, t);
  const body = [...preds.keys()].filter((p) => p !== V.type);
  const kind = body.length === 1 ? body[0] : body.length === 2 && preds.has(V.onDatatype) && preds.has(V.withRestrictions) ? V.onDatatype : null;
  if (!kind || !shapeIs(g, preds, V.Datatype, body, claim)) return null;
  const arg = single(g, preds, kind, claim);
  if (!arg) return null;
  const ranges = (): DataRange[] | null => readList(g, arg, claim, (x) => readDataRange(g, x, claim));
  switch (kind) {
    case V.intersectionOf: {
      const ops = ranges();
      return ops && { t: 'DataIntersectionOf', ops };
    }
    case V.unionOf: {
      const ops = ranges();
      return ops && { t: 'DataUnionOf', ops };
    }
    case V.datatypeComplementOf: {
      const op = readDataRange(g, arg, claim);
      return op && { t: 'DataComplementOf', op };
    }
    case V.oneOf: {
      const values = readList(g, arg, claim, literal);
      return values && { t: 'DataOneOf', values };
    }
    case V.onDatatype: {
      const list = single(g, preds, V.withRestrictions, claim);
      if (!('iri' in arg) || !list) return null;
      const facets = readList(g, list, claim, (f) => {
        const fp = predicatesOf(g, f);
        const [p] = [...fp.keys()];
        const lit = fp.size === 1 && p ? single(g, fp, p, claim) : null;
        return p && lit && 'literal' in lit ? { facet: p, value: lit.literal } : null;
      });
      return facets && { t: 'DatatypeRestriction', datatype: arg.iri, facets };
    }
    default:
      return null;
  }
}

/** A count as the mapping writes it: a canonical xsd:nonNegativeInteger. */
function count(t: RdfTerm | null): number | null {
  if (!t || !('literal' in t) || t.literal.datatype !== V.nonNegativeInteger) return null;
  return /^(0|[1-9]\d{0,8})$/.test(t.literal.value) ? Number(t.literal.value) : null;
}

/** A data restriction when the property is declared a data property, or (undeclared) when the filler is a data range. */
function isDataRestriction(g: RdfGraph, prop: RdfTerm, filler: RdfTerm | null, fillerPred: string | null): boolean {
  if (!('iri' in prop)) return false;
  const kind = g.propertyKind(prop.iri);
  if (kind === 'data') return true;
  if (kind === 'object' || !filler) return false;
  if (fillerPred === V.hasValue) return 'literal' in filler;
  if ('iri' in filler) return g.isDatatype(filler.iri);
  return 'blank' in filler && predicatesOf(g, filler).has(V.type) && g.about(filler).some((i) => {
    const o = tripleAt(g, i).o;
    return tripleAt(g, i).p === V.type && 'iri' in o && o.iri === V.Datatype;
  });
}

function readRestriction(g: RdfGraph, preds: Map<string, number[]>, claim: Claim): ClassExpr | null {
  const body = [...preds.keys()].filter((p) => p !== V.type && p !== V.onProperty);
  if (!shapeIs(g, preds, V.Restriction, [V.onProperty, ...body], claim)) return null;
  const propTerm = single(g, preds, V.onProperty, claim);
  if (!propTerm) return null;
  const main = body.filter((p) => p !== V.onClass && p !== V.onDataRange);
  if (main.length !== 1) return null;
  const kind = main[0] as string;
  const value = single(g, preds, kind, claim);
  const card = CARD_PREDICATES[kind as keyof typeof CARD_PREDICATES] as (typeof CARD_PREDICATES)[keyof typeof CARD_PREDICATES] | undefined;
  const qualifier = body.find((p) => p === V.onClass || p === V.onDataRange) ?? null;
  if (body.length !== (qualifier ? 2 : 1) || Boolean(card?.[1]) !== Boolean(qualifier)) return null;
  const fillerTerm = qualifier ? single(g, preds, qualifier, claim) : value;
  const data = qualifier ? qualifier === V.onDataRange : isDataRestriction(g, propTerm, fillerTerm, card ? null : kind);
  if (data) {
    if (!('iri' in propTerm)) return null;
    const prop = propTerm.iri;
    if (card) {
      const n = count(value);
      const range = fillerTerm && qualifier ? readDataRange(g, fillerTerm, claim) : undefined;
      if (n === null || range === null) return null;
      return { t: `Data${card[0]}Cardinality`, n, prop, ...(range ? { range } : {}) };
    }
    if (!value) return null;
    if (kind === V.hasValue) return 'literal' in value ? { t: 'DataHasValue', prop, value: value.literal } : null;
    const range = readDataRange(g, value, claim);
    if (!range) return null;
    if (kind === V.someValuesFrom) return { t: 'DataSomeValuesFrom', prop, range };
    if (kind === V.allValuesFrom) return { t: 'DataAllValuesFrom', prop, range };
    return null;
  }
  const prop = readObjectProp(g, propTerm, claim);
  if (!prop || !value) return null;
  if (card) {
    const n = count(value);
    const filler = fillerTerm && qualifier ? readClassExpr(g, fillerTerm, claim) : undefined;
    if (n === null || filler === null) return null;
    return { t: `Object${card[0]}Cardinality`, n, prop, ...(filler ? { filler } : {}) };
  }
  switch (kind) {
    case V.someValuesFrom:
    case V.allValuesFrom: {
      const filler = readClassExpr(g, value, claim);
      return filler && { t: kind === V.someValuesFrom ? 'ObjectSomeValuesFrom' : 'ObjectAllValuesFrom', prop, filler };
    }
    case V.hasValue: {
      const individual = readIndividual(value);
      return individual === null ? null : { t: 'ObjectHasValue', prop, individual };
    }
    case V.hasSelf:
      return 'literal' in value && value.literal.value === 'true' && value.literal.datatype === V.boolean ? { t: 'ObjectHasSelf', prop } : null;
    default:
      return null;
  }
}

export function readClassExpr(g: RdfGraph, t: RdfTerm, claim: Claim): ClassExpr | null {
  if ('iri' in t) return { t: 'Class', iri: t.iri };
  if (!('blank' in t)) return null;
  const preds = predicatesOf(g, t);
  if (preds.has(V.onProperty)) return readRestriction(g, preds, claim);
  const body = [...preds.keys()].filter((p) => p !== V.type);
  if (body.length !== 1 || !shapeIs(g, preds, V.Class, body, claim)) return null;
  const kind = body[0] as string;
  const arg = single(g, preds, kind, claim);
  if (!arg) return null;
  const classes = (): ClassExpr[] | null => readList(g, arg, claim, (x) => readClassExpr(g, x, claim));
  switch (kind) {
    case V.intersectionOf: {
      const ops = classes();
      return ops && { t: 'ObjectIntersectionOf', ops };
    }
    case V.unionOf: {
      const ops = classes();
      return ops && { t: 'ObjectUnionOf', ops };
    }
    case V.complementOf: {
      const op = readClassExpr(g, arg, claim);
      return op && { t: 'ObjectComplementOf', op };
    }
    case V.oneOf: {
      const individuals = readList(g, arg, claim, readIndividual);
      return individuals && { t: 'ObjectOneOf', individuals };
    }
    default:
      return null;
  }
}
