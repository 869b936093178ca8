import { META_CLASS, META_PROP, type DataType } from '../../../realtime/protocol/metaModel';
import type { Axiom, ClassExpr, Literal } from '../../../model/owl/axioms';
import { FactKey, type EntityKind } from '../../../model/owl/factKeys';
import { languageOf, storedValueText } from '../../../model/owl/storedValues';
import { V } from '../../../model/owl/vocabulary';
import { inLanguageNamespace, localName, XSD, XSD_OF } from './owlVocabulary';
import type { ExportSource, StoredVal } from './owlExportLoader';

/** A form-level fact as the store holds it now, with the axioms it is written as when no stored axiom mirrors it. */
export type FormFact = { key: string; axioms: Axiom[] };

const DECLARED = { class: 'Class', objectProperty: 'ObjectProperty', dataProperty: 'DataProperty', individual: 'NamedIndividual' } as const;
const META_KINDS = new Set<string>([META_CLASS.Class, META_CLASS.ObjectProperty, META_CLASS.DataProperty]);

const text = (value: string, lang: string): Literal => ({ value, lang });
const cls = (iri: string): ClassExpr => ({ t: 'Class', iri });

/** A stored value as an RDF literal of its property's type. */
function literalOf(v: StoredVal, type: DataType): Literal | null {
  if (v.lang && v.t !== null) return { value: v.t, lang: v.lang };
  if (v.n !== null) return { value: String(v.n), datatype: XSD_OF[type === 'float' ? 'float' : 'int'] };
  if (v.b !== null) return { value: String(v.b), datatype: XSD_OF.bool };
  if (v.d !== null) return type === 'date' ? { value: new Date(v.d).toISOString().slice(0, 10), datatype: XSD_OF.date } : { value: new Date(v.d).toISOString(), datatype: XSD_OF.dateTime };
  if (v.t !== null) return { value: v.t, datatype: XSD_OF[type] ?? XSD_OF.string };
  return null;
}

/** The value's text in a fact key: the same text the import computes from the file's literal (model/owl/storedValues.ts). */
function valueText(v: StoredVal, type: DataType): string | null {
  if (v.lang && v.t !== null) return storedValueText({ lang: v.lang, text: v.t });
  if (v.n !== null) return storedValueText(Number(v.n));
  if (v.b !== null) return storedValueText(v.b);
  if (v.d !== null) return type === 'date' ? new Date(v.d).toISOString().slice(0, 10) : new Date(v.d).toISOString();
  return v.t;
}

/**
 * The facts the forms hold for the entities of an export, keyed as model/owl/factKeys.ts keys them,
 * each with the OWL axioms it is written as (what the export wrote before axioms were stored: a
 * class's parents as SubClassOf, a cardinality as a restriction on each domain class, …).
 */
export function formFacts(src: ExportSource): FormFact[] {
  const out: FormFact[] = [];
  const fact = (key: string, ...axioms: Axiom[]): void => {
    out.push({ key, axioms });
  };
  const iriOf = (id: string): string => (id === META_CLASS.Class ? V.Class : (src.iris.get(id) as string));
  for (const e of src.entities) {
    const s = iriOf(e.id);
    // owl:Thing and other language terms are referred to, never declared
    if (inLanguageNamespace(s)) continue;
    const kind: EntityKind = e.kind;
    fact(FactKey.decl(s, kind), { t: 'Declaration', kind: DECLARED[kind], iri: s });
    const of = (prop: string): StoredVal[] => e.vals.filter((v) => v.prop === prop);
    const labels = of(META_PROP.label);
    for (const l of labels) if (l.t) fact(FactKey.label(s, l.lang ?? 'en', l.t), { t: 'AnnotationAssertion', prop: V.label, subject: s, value: { literal: text(l.t, l.lang ?? 'en') } });
    // a name that is not the IRI's own local name would be lost without a label
    if (labels.length === 0 && e.name && e.name !== localName(s)) fact(FactKey.name(s, e.name), { t: 'AnnotationAssertion', prop: V.label, subject: s, value: { literal: text(e.name, languageOf('', e.name)) } });
    for (const c of of(META_PROP.comment)) if (c.t) fact(FactKey.comment(s, c.lang ?? 'en', c.t), { t: 'AnnotationAssertion', prop: V.comment, subject: s, value: { literal: text(c.t, c.lang ?? 'en') } });
    if (of(META_PROP.deprecated).some((v) => v.b)) fact(FactKey.deprecated(s), { t: 'AnnotationAssertion', prop: V.deprecated, subject: s, value: { literal: { value: 'true', datatype: V.boolean } } });
    if (kind === 'class') {
      for (const p of of(META_PROP.parents)) if (p.r) fact(FactKey.parent(s, iriOf(p.r)), { t: 'SubClassOf', sub: cls(s), sup: cls(iriOf(p.r)) });
      for (const q of of(META_PROP.equivalentTo)) if (q.r) fact(FactKey.equivalent(s, iriOf(q.r)), { t: 'EquivalentClasses', ops: [cls(s), cls(iriOf(q.r))] });
      continue;
    }
    if (kind === 'individual') {
      for (const c of e.classes) if (!META_KINDS.has(c)) fact(FactKey.type(s, iriOf(c)), { t: 'ClassAssertion', cls: cls(iriOf(c)), individual: s });
      for (const v of e.vals) {
        const prop = src.props.get(v.prop);
        if (!prop) continue;
        const p = iriOf(v.prop);
        if (prop.kind === 'objectProperty') {
          if (v.r) fact(FactKey.value(s, p, iriOf(v.r)), { t: 'ObjectPropertyAssertion', prop: { t: 'ObjectProperty', iri: p }, subject: s, object: iriOf(v.r) });
          continue;
        }
        const lit = literalOf(v, prop.type);
        const key = valueText(v, prop.type);
        if (lit && key !== null) fact(FactKey.value(s, p, key), { t: 'DataPropertyAssertion', prop: p, subject: s, value: lit });
      }
      continue;
    }
    const object = kind === 'objectProperty';
    const pe = { t: 'ObjectProperty', iri: s } as const;
    for (const q of of(META_PROP.equivalentTo))
      if (q.r) fact(FactKey.equivalent(s, iriOf(q.r)), object ? { t: 'EquivalentObjectProperties', ops: [pe, { t: 'ObjectProperty', iri: iriOf(q.r) }] } : { t: 'EquivalentDataProperties', ops: [s, iriOf(q.r)] });
    const domains = of(META_PROP.domain).flatMap((d) => (d.r ? [iriOf(d.r)] : []));
    for (const d of domains) fact(FactKey.domain(s, d), object ? { t: 'ObjectPropertyDomain', prop: pe, cls: cls(d) } : { t: 'DataPropertyDomain', prop: s, cls: cls(d) });
    if (object) {
      const range = of(META_PROP.range)[0]?.r;
      if (range) fact(FactKey.range(s, iriOf(range)), { t: 'ObjectPropertyRange', prop: pe, cls: cls(iriOf(range)) });
      const inverse = of(META_PROP.inverseOf)[0]?.r;
      if (inverse) fact(FactKey.inverse(s, iriOf(inverse)), { t: 'InverseObjectProperties', a: pe, b: { t: 'ObjectProperty', iri: iriOf(inverse) } });
    } else {
      const type = (of(META_PROP.type)[0]?.t ?? 'string') as DataType;
      fact(FactKey.dataType(s, type), { t: 'DataPropertyRange', prop: s, range: { t: 'Datatype', iri: XSD_OF[type] ?? `${XSD}string` } });
    }
    // min, and a max other than 1, as restrictions on each domain class (owl:Thing without a domain)
    const restrict = (n: number, which: 'Min' | 'Max'): Axiom[] =>
      (domains.length ? domains : [V.Thing]).map((d) => ({ t: 'SubClassOf', sub: cls(d), sup: object ? { t: `Object${which}Cardinality`, n, prop: pe } : { t: `Data${which}Cardinality`, n, prop: s } }));
    const min = of(META_PROP.minCardinality)[0]?.n ?? 0;
    const max = of(META_PROP.maxCardinality)[0]?.n ?? -1;
    if (min > 0) fact(FactKey.min(s, min), ...restrict(min, 'Min'));
    if (max === 1) fact(FactKey.max(s, 1), object ? { t: 'FunctionalObjectProperty', prop: pe } : { t: 'FunctionalDataProperty', prop: s });
    else if (max > 1) fact(FactKey.max(s, max), ...restrict(max, 'Max'));
  }
  return out;
}
