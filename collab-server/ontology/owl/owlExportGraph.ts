import { META_CLASS, META_PROP, type DataType } from '../../../realtime/protocol/metaModel';
import { inLanguageNamespace, localName, T, XSD, XSD_OF } from './owlVocabulary';
import type { Term, Triple } from './owlModel';
import type { ExportEntity, ExportSource, StoredVal } from './owlExportLoader';
import { languageOf } from './owlLanguage';

const iri = (value: string): Term => ({ kind: 'iri', value });
const lit = (value: string, datatype = `${XSD}string`, lang = ''): Term => ({ kind: 'literal', value, datatype: lang ? `http://www.w3.org/1999/02/22-rdf-syntax-ns#langString` : datatype, lang });
const KIND_TYPE = { class: T.Class, objectProperty: T.ObjectProperty, dataProperty: T.DatatypeProperty, individual: T.NamedIndividual } as const;
const META_KINDS = new Set<string>([META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty]);

/** A stored value as an RDF literal of its type. */
export function literalOf(v: StoredVal, type: DataType): Term | null {
  if (v.lang && v.t !== null) return lit(v.t, undefined, v.lang);
  if (v.n !== null) return lit(String(v.n), XSD_OF[type === 'float' ? 'float' : 'int']);
  if (v.b !== null) return lit(String(v.b), XSD_OF.bool);
  if (v.d !== null) return type === 'date' ? lit(new Date(v.d).toISOString().slice(0, 10), XSD_OF.date) : lit(new Date(v.d).toISOString(), XSD_OF.dateTime);
  if (v.t !== null) return lit(v.t, XSD_OF[type] ?? XSD_OF.string);
  return null;
}

/** The ontology (or one map) as OWL triples: what import reads back into the same entities, hierarchy and counts. */
export function exportTriples(src: ExportSource): { triples: Triple[]; ontologyIri: string } {
  const out: Triple[] = [];
  const add = (s: string, p: string, o: Term): void => {
    out.push({ s, p, o });
  };
  const iriOf = (id: string): string => {
    if (id === META_CLASS.Class) return T.Class;
    return src.iris.get(id) as string;
  };
  const ontologyIri = src.map?.iri ?? (src.map ? `urn:ontoweave:map:${src.map.id}` : 'urn:ontoweave:ontology');
  add(ontologyIri, T.type, iri(T.Ontology));
  if (src.map) {
    add(ontologyIri, T.label, lit(src.map.name, undefined, languageOf('', src.map.name)));
    for (const c of src.map.comments) if (c.t) add(ontologyIri, T.comment, lit(c.t, undefined, c.lang ?? 'en'));
  }
  let blank = 0;
  for (const e of src.entities) {
    const s = iriOf(e.id);
    // owl:Thing and other language terms are referred to, never declared
    if (inLanguageNamespace(s)) continue;
    add(s, T.type, iri(KIND_TYPE[e.kind]));
    const of = (prop: string): StoredVal[] => e.vals.filter((v) => v.prop === prop);
    const labels = of(META_PROP.label);
    for (const l of labels) if (l.t) add(s, T.label, lit(l.t, undefined, l.lang ?? 'en'));
    // a name that is not the IRI's own local name would be lost without a label
    if (labels.length === 0 && e.name && e.name !== localName(s)) add(s, T.label, lit(e.name, undefined, languageOf('', e.name)));
    for (const c of of(META_PROP.comment)) if (c.t) add(s, T.comment, lit(c.t, undefined, c.lang ?? 'en'));
    if (of(META_PROP.deprecated).some((v) => v.b)) add(s, T.deprecated, lit('true', XSD_OF.bool));
    if (e.kind === 'class') {
      for (const p of of(META_PROP.parents)) if (p.r) add(s, T.subClassOf, iri(iriOf(p.r)));
      for (const q of of(META_PROP.equivalentTo)) if (q.r) add(s, T.equivalentClass, iri(iriOf(q.r)));
      continue;
    }
    if (e.kind === 'individual') {
      for (const c of e.classes) if (!META_KINDS.has(c)) add(s, T.type, iri(iriOf(c)));
      for (const v of e.vals) {
        const prop = src.props.get(v.prop);
        if (!prop) continue;
        const o = prop.kind === 'objectProperty' ? (v.r ? iri(iriOf(v.r)) : null) : literalOf(v, prop.type);
        if (o) add(s, iriOf(v.prop), o);
      }
      continue;
    }
    for (const q of of(META_PROP.equivalentTo)) if (q.r) add(s, T.equivalentProperty, iri(iriOf(q.r)));
    const domains = of(META_PROP.domain).flatMap((d) => (d.r ? [iriOf(d.r)] : []));
    for (const d of domains) add(s, T.domain, iri(d));
    if (e.kind === 'objectProperty') {
      const range = of(META_PROP.range)[0]?.r;
      if (range) add(s, T.range, iri(iriOf(range)));
      const inverse = of(META_PROP.inverseOf)[0]?.r;
      if (inverse) add(s, T.inverseOf, iri(iriOf(inverse)));
    } else {
      const type = (of(META_PROP.type)[0]?.t ?? 'string') as DataType;
      add(s, T.range, iri(XSD_OF[type] ?? XSD_OF.string));
    }
    const min = of(META_PROP.minCardinality)[0]?.n ?? 0;
    const max = of(META_PROP.maxCardinality)[0]?.n ?? -1;
    if (max === 1) add(s, T.type, iri(T.FunctionalProperty));
    // min, and a max other than 1, as restrictions on each domain class (owl:Thing without a domain)
    const restrict = (p: string, n: number): void => {
      for (const d of domains.length ? domains : [T.Thing]) {
        const r = `_:r${(blank += 1)}`;
        add(d, T.subClassOf, { kind: 'blank', value: r });
        add(r, T.type, iri(T.Restriction));
        add(r, T.onProperty, iri(s));
        add(r, p, lit(String(n), `${XSD}nonNegativeInteger`));
      }
    };
    if (min > 0) restrict(T.minCardinality, min);
    if (max > 1) restrict(T.maxCardinality, max);
  }
  return { triples: out, ontologyIri };
}

export type { ExportEntity };
