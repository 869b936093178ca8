import { randomUUID } from 'node:crypto';
import type { SetItem, SetValue } from '../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { entityName, type OwlDocument, type OwlEntity } from './owlModel';
import type { LangText } from './owlLanguage';

/** What the store already holds of an entity whose IRI the document names: reused, not duplicated. */
export type ExistingEntity = {
  id: string;
  labels: LangText[];
  comments: LangText[];
  maps: string[];
  singles: Set<string>;
  /** Its values as valueKey(prop, value): an import adds what is missing, never a second copy. */
  values: Set<string>;
};

/** One value of a property, comparable between what the store holds and what a set_data item writes. */
export function valueKey(prop: string, val: SetValue): string {
  return `${prop}|${typeof val === 'object' ? `${val.lang}:${val.text}` : String(val)}`;
}
export type MapTarget = { id: string; isNew: boolean; name: string; comment: LangText[]; iri: string | null };

const TEXT_MAX = 100_000;
const KIND_CLASS = { class: META_CLASS.Class, objectProperty: META_CLASS.ObjectProperty, dataProperty: META_CLASS.DataProperty } as const;

const sameText = (a: LangText, b: LangText): boolean => a.lang === b.lang && a.text === b.text;
const lt = (t: LangText): SetValue => ({ lang: t.lang, text: t.text.slice(0, TEXT_MAX) });

export { literalValue } from '../../../model/owl/storedValues';
import { literalValue } from '../../../model/owl/storedValues';

/**
 * The set_data items that bring a document into the store, in the order they can be applied:
 * the map, then classes, properties and individuals (created or reused by IRI) with their IRIs,
 * map tags, labels and comments; then the hierarchy, equivalences and property definitions;
 * then individuals' values; cardinalities last, so a minimum does not make the individuals just
 * created fail as lacking a required value, nor a maximum refuse the values the file asserts.
 */
export function planImport(doc: OwlDocument, map: MapTarget, existing: ReadonlyMap<string, ExistingEntity>): { phases: SetItem[][]; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  const entities = [...doc.entities.values()];
  const order: OwlEntity['kind'][] = ['class', 'objectProperty', 'dataProperty', 'individual'];
  const create: SetItem[] = [];
  const describe: SetItem[] = [];
  const structure: SetItem[] = [];
  const values: SetItem[] = [];
  const cardinalities: SetItem[] = [];
  if (map.isNew) {
    create.push({ op: 'new', class: META_CLASS.OntologyMap, inst: map.id, name: map.name.slice(0, 2000) });
    for (const c of map.comment) describe.push({ op: 'add', inst: map.id, prop: META_PROP.comment, val: lt(c) });
    if (map.iri) describe.push({ op: 'upd', inst: map.id, prop: META_PROP.iri, val: map.iri });
  }
  for (const e of entities) {
    const found = existing.get(e.iri);
    ids.set(e.iri, found?.id ?? randomUUID());
  }
  const id = (iri: string): string => ids.get(iri) as string;
  for (const kind of order)
    for (const e of entities) {
      if (e.kind !== kind) continue;
      const found = existing.get(e.iri);
      const inst = id(e.iri);
      if (!found) {
        const cls = e.kind === 'individual' ? id(e.types[0] as string) : KIND_CLASS[e.kind];
        create.push({ op: 'new', class: cls, inst, name: entityName(e) });
        describe.push({ op: 'upd', inst, prop: META_PROP.iri, val: e.iri });
      }
      if (e.declared && !found?.maps.includes(map.id)) describe.push({ op: 'add', inst, prop: META_PROP.inMap, val: map.id });
      for (const l of e.labels) if (!found?.labels.some((x) => sameText(x, l))) describe.push({ op: 'add', inst, prop: META_PROP.label, val: lt(l) });
      for (const c of e.comments) if (!found?.comments.some((x) => sameText(x, c))) describe.push({ op: 'add', inst, prop: META_PROP.comment, val: lt(c) });
      const single = (prop: string, val: SetValue | null): void => {
        if (val !== null && !found?.singles.has(prop)) structure.push({ op: 'upd', inst, prop, val });
      };
      if (e.deprecated) single(META_PROP.deprecated, true);
      for (const p of e.parents) structure.push({ op: 'add', inst, prop: META_PROP.parents, val: id(p) });
      for (const q of e.equivalentTo) if (ids.has(q)) structure.push({ op: 'add', inst, prop: META_PROP.equivalentTo, val: id(q) });
      if (e.kind === 'individual') {
        for (const t of e.types.slice(1)) structure.push({ op: 'add', inst, prop: META_PROP.instanceOf, val: id(t) });
        continue;
      }
      if (e.kind === 'class') continue;
      for (const d of e.domain) structure.push({ op: 'add', inst, prop: META_PROP.domain, val: id(d) });
      if (e.range) single(META_PROP.range, id(e.range));
      if (e.dataType) structure.push({ op: 'upd', inst, prop: META_PROP.type, val: e.dataType });
      if (e.inverseOf) single(META_PROP.inverseOf, id(e.inverseOf));
      if (e.min !== null && e.min > 0) cardinalities.push({ op: 'upd', inst, prop: META_PROP.minCardinality, val: e.min });
      if (e.max !== null) cardinalities.push({ op: 'upd', inst, prop: META_PROP.maxCardinality, val: e.max });
    }
  for (const e of entities) if (e.kind === 'individual') values.push(...valueItems(doc, e, id));
  const reused = new Map([...existing.values()].map((e) => [e.id, e]));
  const missing = (items: SetItem[]): SetItem[] => items.filter((item) => item.op !== 'add' || !reused.get(item.inst)?.values.has(valueKey(item.prop, item.val)));
  return { phases: [create, missing(describe), missing(structure), missing(values), cardinalities], ids };
}

/** The classes an entity belongs to, with their ancestors in the document. */
function classesWithAncestors(doc: OwlDocument, e: OwlEntity): Set<string> {
  const out = new Set<string>();
  const stack = [...e.types];
  while (stack.length) {
    const c = stack.pop() as string;
    if (out.has(c)) continue;
    out.add(c);
    stack.push(...(doc.entities.get(c)?.parents ?? []));
  }
  return out;
}

/**
 * An individual's assertions by properties of the document. A link must point at an individual of
 * the document in the property's range (our model refuses others; OWL would infer the type, which
 * we do not write); a literal must fit the property's type.
 */
function valueItems(doc: OwlDocument, e: OwlEntity, id: (iri: string) => string): SetItem[] {
  const items: SetItem[] = [];
  for (const v of e.values) {
    const prop = doc.entities.get(v.prop);
    if (!prop) continue;
    if ('iri' in v) {
      const target = doc.entities.get(v.iri);
      if (prop.kind !== 'objectProperty' || target?.kind !== 'individual') continue;
      if (prop.range && !classesWithAncestors(doc, target).has(prop.range)) continue;
      items.push({ op: 'add', inst: id(e.iri), prop: id(prop.iri), val: id(target.iri) });
    } else if (prop.kind === 'dataProperty') {
      const val = literalValue(prop.dataType ?? 'string', v.literal, v.lang);
      if (val !== null) items.push({ op: 'add', inst: id(e.iri), prop: id(prop.iri), val });
    }
  }
  return items;
}
