import type { DataType } from '../../realtime/protocol/metaModel';
import type { Axiom, ClassExpr, Literal } from './axioms';
import { languageOf, literalValue, storedValueText, TEXT_MAX } from './storedValues';

/**
 * Keys of the form-level facts (a class's parent, an individual's type, a label…) that an import
 * stores for an axiom. A stored axiom lists the keys it is shown as (`mirrors`); the export writes
 * it back only while every one of them still holds, and writes a fact no stored axiom mirrors as a
 * new axiom. Keys are computed from values as the forms store them (a label's guessed language, a
 * literal converted to the property's type), so the import's keys and the store's keys meet.
 */
export type EntityKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual';

const key = (...parts: (string | number)[]): string => parts.join('|');

export const FactKey = {
  decl: (iri: string, kind: EntityKind) => key('decl', iri, kind),
  parent: (cls: string, parent: string) => key('parent', cls, parent),
  equivalent: (a: string, b: string) => key('equivalent', a, b),
  type: (individual: string, cls: string) => key('type', individual, cls),
  label: (iri: string, lang: string, text: string) => key('label', iri, lang, text),
  comment: (iri: string, lang: string, text: string) => key('comment', iri, lang, text),
  /** An entity's name written as a label because it has no label and its IRI does not say it. */
  name: (iri: string, text: string) => key('name', iri, text),
  deprecated: (iri: string) => key('deprecated', iri),
  domain: (prop: string, cls: string) => key('domain', prop, cls),
  range: (prop: string, cls: string) => key('range', prop, cls),
  dataType: (prop: string, type: DataType) => key('dtype', prop, type),
  inverse: (prop: string, other: string) => key('inverse', prop, other),
  value: (individual: string, prop: string, value: string) => key('value', individual, prop, value),
  min: (prop: string, n: number) => key('min', prop, n),
  max: (prop: string, n: number) => key('max', prop, n),
} as const;

/** What the import knows of the document's entities: their kind in our model and a data property's value type. */
export type MirrorContext = { kindOf: (iri: string) => EntityKind | undefined; dataTypeOf: (prop: string) => DataType; xsdType: (datatype: string | null) => DataType };

export const LABEL_PROPERTIES = new Set(['http://www.w3.org/2000/01/rdf-schema#label', 'http://www.w3.org/2004/02/skos/core#prefLabel']);
export const COMMENT_PROPERTIES = new Set(['http://www.w3.org/2000/01/rdf-schema#comment', 'http://www.w3.org/2004/02/skos/core#definition']);
const DEPRECATED = 'http://www.w3.org/2002/07/owl#deprecated';

const named = (c: ClassExpr): string | null => (c.t === 'Class' ? c.iri : null);

function cardinality(c: ClassExpr): { prop: string; min: number | null; max: number | null } | null {
  switch (c.t) {
    case 'ObjectMinCardinality':
      return { prop: c.prop.iri, min: c.n, max: null };
    case 'ObjectMaxCardinality':
      return { prop: c.prop.iri, min: null, max: c.n };
    case 'ObjectExactCardinality':
      return { prop: c.prop.iri, min: c.n, max: c.n };
    case 'DataMinCardinality':
      return { prop: c.prop, min: c.n, max: null };
    case 'DataMaxCardinality':
      return { prop: c.prop, min: null, max: c.n };
    case 'DataExactCardinality':
      return { prop: c.prop, min: c.n, max: c.n };
    default:
      return null;
  }
}

const textFact = (build: (iri: string, lang: string, text: string) => string, iri: string, l: Literal): string[] =>
  l.value.trim() ? [build(iri, languageOf(l.lang ?? '', l.value), l.value.slice(0, TEXT_MAX))] : [];

/**
 * The facts an import stores for an axiom, as keys (candidates: the caller keeps those the store
 * really holds after the import, since a value the forms refuse is not stored).
 */
export function candidateMirrors(a: Axiom, cx: MirrorContext): string[] {
  switch (a.t) {
    case 'Declaration': {
      const kind = cx.kindOf(a.iri);
      return kind ? [FactKey.decl(a.iri, kind)] : [];
    }
    case 'SubClassOf': {
      const sub = named(a.sub);
      const sup = named(a.sup);
      if (sub && sup) return sub === sup ? [] : [FactKey.parent(sub, sup)];
      const card = cardinality(a.sup);
      if (!card) return [];
      return [...(card.min !== null ? [FactKey.min(card.prop, card.min)] : []), ...(card.max !== null ? [FactKey.max(card.prop, card.max)] : [])];
    }
    case 'EquivalentClasses': {
      const [x, y] = a.ops;
      const l = x && named(x);
      const r = y && named(y);
      return a.ops.length === 2 && l && r && !a.inline ? [FactKey.equivalent(l, r)] : [];
    }
    case 'EquivalentObjectProperties': {
      const [x, y] = a.ops;
      return x && y ? [FactKey.equivalent(x.iri, y.iri)] : [];
    }
    case 'EquivalentDataProperties':
      return a.ops.length === 2 ? [FactKey.equivalent(a.ops[0] as string, a.ops[1] as string)] : [];
    case 'ClassAssertion': {
      const cls = named(a.cls);
      return cls ? [FactKey.type(a.individual, cls)] : [];
    }
    case 'ObjectPropertyDomain':
    case 'DataPropertyDomain': {
      const cls = named(a.cls);
      const prop = typeof a.prop === 'string' ? a.prop : a.prop.iri;
      return cls ? [FactKey.domain(prop, cls)] : [];
    }
    case 'ObjectPropertyRange': {
      const cls = named(a.cls);
      return cls ? [FactKey.range(a.prop.iri, cls)] : [];
    }
    case 'DataPropertyRange':
      return a.range.t === 'Datatype' ? [FactKey.dataType(a.prop, cx.xsdType(a.range.iri))] : [];
    case 'InverseObjectProperties':
      return [FactKey.inverse(a.a.iri, a.b.iri)];
    case 'FunctionalObjectProperty':
      return [FactKey.max(a.prop.iri, 1)];
    case 'FunctionalDataProperty':
      return [FactKey.max(a.prop, 1)];
    case 'ObjectPropertyAssertion':
      return a.prop.t === 'ObjectProperty' ? [FactKey.value(a.subject, a.prop.iri, a.object)] : [];
    case 'DataPropertyAssertion': {
      const v = literalValue(cx.dataTypeOf(a.prop), a.value.value, a.value.lang ?? '');
      return v === null ? [] : [FactKey.value(a.subject, a.prop, storedValueText(v))];
    }
    case 'AnnotationAssertion': {
      if (!('literal' in a.value)) return [];
      if (LABEL_PROPERTIES.has(a.prop)) return textFact(FactKey.label, a.subject, a.value.literal);
      if (COMMENT_PROPERTIES.has(a.prop)) return textFact(FactKey.comment, a.subject, a.value.literal);
      if (a.prop === DEPRECATED && ['true', '1'].includes(a.value.literal.value)) return [FactKey.deprecated(a.subject)];
      return [];
    }
    default:
      return [];
  }
}
