import type { Quad } from 'n3';
import type { DataType } from '../../../realtime/protocol/metaModel';
import { dataTypeOf, inLanguageNamespace, localName, T } from './owlVocabulary';
import { languageOf, type LangText } from './owlLanguage';

/** An RDF term as the mapping needs it: blank nodes are '_:'-prefixed ids. */
export type Term = { kind: 'iri'; value: string } | { kind: 'blank'; value: string } | { kind: 'literal'; value: string; lang: string; datatype: string };
export type Triple = { s: string; p: string; o: Term };

export type EntityKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual';
export type OwlValue = { prop: string; iri: string } | { prop: string; literal: string; datatype: string; lang: string };

/** One named entity of the document, with what our model keeps of it. */
export type OwlEntity = {
  iri: string;
  kind: EntityKind;
  /** Declared in the document: tagged with the map. Not declared (a parent or type from elsewhere, owl:Thing): created untagged when missing. */
  declared: boolean;
  labels: LangText[];
  comments: LangText[];
  parents: string[];
  /** Individuals: their classes. */
  types: string[];
  domain: string[];
  range: string | null;
  dataType: DataType | null;
  min: number | null;
  max: number | null;
  inverseOf: string | null;
  equivalentTo: string[];
  deprecated: boolean;
  values: OwlValue[];
};

export type OwlDocument = {
  ontologyIri: string | null;
  title: LangText[];
  description: LangText[];
  entities: Map<string, OwlEntity>;
  triples: number;
};

export function termOf(t: Quad['subject'] | Quad['object']): Term {
  if (t.termType === 'Literal') return { kind: 'literal', value: t.value, lang: t.language, datatype: t.datatype.value };
  if (t.termType === 'BlankNode') return { kind: 'blank', value: `_:${t.value}` };
  return { kind: 'iri', value: t.value };
}

export function triplesOf(quads: readonly Quad[]): Triple[] {
  const seen = new Set<string>();
  const out: Triple[] = [];
  for (const q of quads) {
    const s = q.subject.termType === 'BlankNode' ? `_:${q.subject.value}` : q.subject.value;
    const o = termOf(q.object);
    const key = `${s}\u0000${q.predicate.value}\u0000${o.kind}\u0000${o.value}\u0000${o.kind === 'literal' ? `${o.lang}\u0000${o.datatype}` : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ s, p: q.predicate.value, o });
  }
  return out;
}

const isIri = (s: string): boolean => !s.startsWith('_:');

/** Subject → predicate → objects. */
class Graph {
  private readonly bySubject = new Map<string, Map<string, Term[]>>();
  constructor(readonly triples: readonly Triple[]) {
    for (const t of triples) {
      let preds = this.bySubject.get(t.s);
      if (!preds) this.bySubject.set(t.s, (preds = new Map()));
      const list = preds.get(t.p);
      if (list) list.push(t.o);
      else preds.set(t.p, [t.o]);
    }
  }
  objects(s: string, p: string): Term[] {
    return this.bySubject.get(s)?.get(p) ?? [];
  }
  predicates(s: string): Map<string, Term[]> {
    return this.bySubject.get(s) ?? new Map();
  }
  subjectsTyped(type: string): string[] {
    const out: string[] = [];
    for (const [s, preds] of this.bySubject) if (isIri(s) && preds.get(T.type)?.some((o) => o.kind === 'iri' && o.value === type)) out.push(s);
    return out;
  }
  iriObjects(s: string, p: string): string[] {
    return this.objects(s, p).flatMap((o) => (o.kind === 'iri' ? [o.value] : []));
  }
}

const newEntity = (iri: string, kind: EntityKind, declared: boolean): OwlEntity => ({
  iri, kind, declared, labels: [], comments: [], parents: [], types: [], domain: [], range: null, dataType: null,
  min: null, max: null, inverseOf: null, equivalentTo: [], deprecated: false, values: [],
});

function texts(g: Graph, s: string, preds: readonly string[]): LangText[] {
  const out: LangText[] = [];
  for (const p of preds)
    for (const o of g.objects(s, p)) {
      if (o.kind !== 'literal' || !o.value.trim()) continue;
      const text = { lang: languageOf(o.lang, o.value), text: o.value };
      if (!out.some((x) => x.lang === text.lang && x.text === text.text)) out.push(text);
    }
  return out;
}

const LABEL_PREDICATES: readonly string[] = [T.label, T.prefLabel];
const COMMENT_PREDICATES: readonly string[] = [T.comment, T.definition];
const CARDINALITY = {
  min: [T.minCardinality, T.minQualifiedCardinality, T.cardinality, T.qualifiedCardinality],
  max: [T.maxCardinality, T.maxQualifiedCardinality, T.cardinality, T.qualifiedCardinality],
};

/** The owl:Ontology header: the one no other triple points at (wine.rdf also types its prior version). */
function ontologyHeader(g: Graph): string | null {
  const candidates = g.subjectsTyped(T.Ontology);
  const pointedAt = new Set(g.triples.flatMap((t) => (t.o.kind === 'iri' ? [t.o.value] : [])));
  return candidates.find((c) => !pointedAt.has(c)) ?? candidates[0] ?? null;
}

/** Restrictions on named classes: property → the loosest min and max any class states (our cardinality is per property). */
function restrictionCardinalities(g: Graph): Map<string, { min: number | null; max: number | null }> {
  const found = new Map<string, { min: number | null; max: number | null }>();
  // any named class, owl:Thing included (a property without a domain has its restrictions there)
  for (const { s, p: axiom, o: r } of g.triples) {
    if (!isIri(s) || (axiom !== T.subClassOf && axiom !== T.equivalentClass) || r.kind !== 'blank') continue;
    const prop = g.iriObjects(r.value, T.onProperty)[0];
    if (!prop) continue;
    const num = (preds: string[]): number | null => {
      const lit = preds.flatMap((p) => g.objects(r.value, p)).find((o) => o.kind === 'literal');
      const n = lit ? Number(lit.value) : NaN;
      return Number.isInteger(n) && n >= 0 ? n : null;
    };
    const min = num(CARDINALITY.min);
    const max = num(CARDINALITY.max);
    if (min === null && max === null) continue;
    const cur = found.get(prop) ?? { min: null, max: null };
    if (min !== null) cur.min = cur.min === null ? min : Math.min(cur.min, min);
    if (max !== null) cur.max = cur.max === null ? max : Math.max(cur.max, max);
    found.set(prop, cur);
  }
  return found;
}

/**
 * Maps an RDF graph to the entities our model keeps: named classes (with their IRI parents),
 * object and data properties (domain, range or value type, cardinalities, inverse), individuals
 * (their classes and property values), labels and comments by language, equivalences and
 * deprecation. Anonymous class expressions only contribute cardinalities. Classes referenced but
 * not declared (a parent from an imported ontology, owl:Thing) are created undeclared.
 */
export function mapOwlDocument(triples: readonly Triple[]): OwlDocument {
  const g = new Graph(triples);
  const entities = new Map<string, OwlEntity>();
  const declare = (iri: string, kind: EntityKind): void => {
    if (!entities.has(iri)) entities.set(iri, newEntity(iri, kind, true));
  };
  const classRef = (iri: string): string => {
    if (!entities.has(iri)) entities.set(iri, newEntity(iri, 'class', false));
    return iri;
  };
  for (const c of [...g.subjectsTyped(T.Class), ...g.subjectsTyped(T.rdfsClass)]) if (!inLanguageNamespace(c)) declare(c, 'class');
  for (const p of g.subjectsTyped(T.ObjectProperty)) declare(p, 'objectProperty');
  for (const p of g.subjectsTyped(T.DatatypeProperty)) declare(p, 'dataProperty');
  const header = ontologyHeader(g);
  for (const t of triples) {
    if (t.p !== T.type || !isIri(t.s) || t.o.kind !== 'iri' || entities.has(t.s) || t.s === header) continue;
    const type = t.o.value;
    if (type === T.NamedIndividual || type === T.Thing || !inLanguageNamespace(type)) declare(t.s, 'individual');
  }
  const declared = [...entities.values()];
  const cardinalities = restrictionCardinalities(g);
  for (const e of declared) {
    e.labels = texts(g, e.iri, LABEL_PREDICATES);
    e.comments = texts(g, e.iri, COMMENT_PREDICATES);
    e.deprecated = g.objects(e.iri, T.deprecated).some((o) => o.kind === 'literal' && (o.value === 'true' || o.value === '1'));
    if (e.kind === 'class') {
      e.parents = [...new Set(g.iriObjects(e.iri, T.subClassOf))].filter((p) => p !== e.iri).map(classRef);
      e.equivalentTo = [...new Set(g.iriObjects(e.iri, T.equivalentClass))].filter((p) => p !== e.iri).map(classRef);
    } else if (e.kind === 'individual') {
      const types = g.iriObjects(e.iri, T.type).filter((c) => !inLanguageNamespace(c));
      e.types = (types.length ? [...new Set(types)] : [T.Thing]).map(classRef);
    } else {
      e.domain = [...new Set(g.iriObjects(e.iri, T.domain))].map(classRef);
      const range = g.iriObjects(e.iri, T.range)[0] ?? null;
      if (e.kind === 'objectProperty') e.range = range ? classRef(range) : null;
      else e.dataType = dataTypeOf(range);
      e.equivalentTo = [...new Set(g.iriObjects(e.iri, T.equivalentProperty))].filter((p) => p !== e.iri);
      e.inverseOf = e.kind === 'objectProperty' ? (g.iriObjects(e.iri, T.inverseOf)[0] ?? null) : null;
      const card = cardinalities.get(e.iri);
      e.min = card?.min ?? null;
      e.max = card?.max ?? null;
      if (g.iriObjects(e.iri, T.type).includes(T.FunctionalProperty)) e.max = e.max === null ? 1 : Math.min(e.max, 1);
      if (e.min !== null && e.max !== null && e.min > e.max) e.min = e.max;
    }
  }
  // equivalent properties and inverses only between properties of this document
  for (const e of declared) {
    if (e.kind === 'objectProperty' || e.kind === 'dataProperty') e.equivalentTo = e.equivalentTo.filter((p) => entities.get(p)?.kind === e.kind);
    if (e.inverseOf && entities.get(e.inverseOf)?.kind !== 'objectProperty') e.inverseOf = null;
  }
  for (const e of declared) if (e.kind === 'individual') e.values = assertionsOf(g, e.iri, entities);
  for (const e of entities.values()) if (!e.declared && e.labels.length === 0) e.labels = texts(g, e.iri, LABEL_PREDICATES);
  return {
    ontologyIri: header,
    title: header ? texts(g, header, [T.label, T.dcTitle, T.dctTitle]) : [],
    description: header ? texts(g, header, [T.comment, T.dcDescription, T.dctDescription]) : [],
    entities,
    triples: triples.length,
  };
}

/** An individual's property assertions: links to other named entities and literal values, by any property outside rdf/rdfs/owl. */
function assertionsOf(g: Graph, iri: string, entities: Map<string, OwlEntity>): OwlValue[] {
  const values: OwlValue[] = [];
  for (const [p, objects] of g.predicates(iri)) {
    if (inLanguageNamespace(p) || LABEL_PREDICATES.includes(p) || COMMENT_PREDICATES.includes(p)) continue;
    const kind = entities.get(p)?.kind;
    for (const o of objects) {
      if (o.kind === 'iri' && kind !== 'dataProperty') values.push({ prop: p, iri: o.value });
      else if (o.kind === 'literal' && kind !== 'objectProperty') values.push({ prop: p, literal: o.value, datatype: o.datatype, lang: o.lang });
    }
  }
  return values;
}

// identifiers such as SO_0000704 or BFO_0000001 say nothing to a reader; NamedPizza does
const OPAQUE_LOCAL_NAME = /^[A-Za-z]{0,12}[_:-]?\d{3,}$/;

/**
 * The name an entity is shown by: its Russian label, else English, else the IRI's local name when
 * it reads as a word (pizza's NamedPizza rather than its Portuguese label), else a label in any
 * language, else the local name.
 */
export function entityName(e: Pick<OwlEntity, 'iri' | 'labels'>): string {
  const local = localName(e.iri);
  const preferred = e.labels.find((l) => l.lang === 'ru') ?? e.labels.find((l) => l.lang === 'en');
  const readableLocal = local && !OPAQUE_LOCAL_NAME.test(local) ? local : undefined;
  const text = preferred?.text ?? readableLocal ?? e.labels[0]?.text ?? local;
  return text.trim().slice(0, 2000) || local;
}
