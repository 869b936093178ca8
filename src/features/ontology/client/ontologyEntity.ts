import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';

/**
 * The one shape the ontology client hands back: an entity (a class, a property, an ontology map or
 * an individual) with its values grouped by property, as get_data answered them. get_data sends
 * one row per value; every screen wants one entity per instance, so rows are folded here only.
 */

/** What an entity is, by the class it was found in. */
export type EntityKind = 'class' | 'objectProperty' | 'dataProperty' | 'map' | 'individual';

/** An entity known by id and name: a parent, a domain, a picked object. */
export type EntityRef = { id: string; name: string };

/** Texts by language code ('ru', 'en'). */
export type Labels = Readonly<Partial<Record<string, string>>>;

/** One stored value, as the API returned it. */
export type EntityValue = {
  /** Text, number, boolean, an ISO date-time, or an id (links, class, author). */
  val: DataRow['val'];
  /** Display text: the linked instance's name (or caption, when captions were asked for) for links, the value as text otherwise. */
  cap: string | null;
  /** Language of a multiString value. */
  lang: string | null;
  /** Reverse fields: the linking instance; otherwise the class the entity was found in. */
  from: string | null;
  /** The caller may not change this value. */
  readonly: boolean;
};

export type OntologyEntity = {
  id: string;
  name: string;
  kind: EntityKind;
  /** The class it was found in (the class asked for, or the nearest subclass it belongs to); null when its name was not read. */
  foundIn: string | null;
  /** Its direct classes (memberships), when the query read the `class` field. */
  classes: EntityRef[];
  /** Its label (META_PROP.label) by language, the first one of each language. */
  labels: Labels;
  /** Every value read but the name, by property id, in position order. */
  values: ReadonlyMap<string, readonly EntityValue[]>;
  /** Who created it, when the query read `author`. */
  author: EntityRef | null;
  /** When it was created (ISO 8601), when the query read `date_create`. */
  dateCreate: string | null;
  /** The caller may not rename it. */
  readonly: boolean;
  canDelete: boolean;
};

const KIND_OF_CLASS: Readonly<Record<string, EntityKind>> = {
  [META_CLASS.Class]: 'class',
  [META_CLASS.ObjectProperty]: 'objectProperty',
  [META_CLASS.DataProperty]: 'dataProperty',
  [META_CLASS.OntologyMap]: 'map',
};

/** The kind of the instances of a class. */
export const kindOfClass = (classId: string | null): EntityKind => (classId && KIND_OF_CLASS[classId]) || 'individual';

/** The meta-class whose instances are of a kind (individuals are of any other class). */
export type MetaKind = Exclude<EntityKind, 'individual'>;
const CLASS_OF_KIND: Readonly<Record<MetaKind, string>> = {
  class: META_CLASS.Class,
  objectProperty: META_CLASS.ObjectProperty,
  dataProperty: META_CLASS.DataProperty,
  map: META_CLASS.OntologyMap,
};
export const classOfKind = (kind: MetaKind): string => CLASS_OF_KIND[kind];

/** What a value reads as: its caption, else the value itself as text. */
export const valueText = (value: Pick<EntityValue, 'val' | 'cap'>): string => value.cap ?? (value.val === null ? '' : String(value.val));

type Draft = { id: string; name: string; nameRow: DataRow | null; first: DataRow; values: Map<string, EntityValue[]> };

function finish(draft: Draft): OntologyEntity {
  const values: ReadonlyMap<string, readonly EntityValue[]> = draft.values;
  const refs = (prop: string): EntityRef[] => (values.get(prop) ?? []).flatMap((v) => (typeof v.val === 'string' ? [{ id: v.val, name: v.cap ?? v.val }] : []));
  const labels: Record<string, string> = {};
  for (const label of values.get(META_PROP.label) ?? []) if (label.lang && !(label.lang in labels) && typeof label.val === 'string') labels[label.lang] = label.val;
  const date = values.get(META_PROP.dateCreate)?.[0]?.val;
  // the name row's `from` is the class; a reverse field's is the linking instance, so only the name row tells
  const foundIn = draft.nameRow?.from ?? null;
  return {
    id: draft.id,
    name: draft.name,
    kind: kindOfClass(foundIn),
    foundIn,
    classes: refs(META_PROP.instanceOf),
    labels,
    values,
    author: refs(META_PROP.author)[0] ?? null,
    dateCreate: typeof date === 'string' ? date : null,
    readonly: draft.nameRow?.readonly ?? [...values.values()].every((list) => list.every((v) => v.readonly)),
    canDelete: draft.first.can_delete,
  };
}

/** get_data rows (one per value) folded into entities, in answer order. */
export function entitiesFromRows(rows: readonly DataRow[]): OntologyEntity[] {
  const drafts = new Map<string, Draft>();
  for (const row of rows) {
    let draft = drafts.get(row.inst);
    if (!draft) {
      draft = { id: row.inst, name: '', nameRow: null, first: row, values: new Map() };
      drafts.set(row.inst, draft);
    }
    if (row.prop === META_PROP.name) {
      draft.name = typeof row.val === 'string' ? row.val : (row.cap ?? '');
      draft.nameRow = row;
      continue;
    }
    const list = draft.values.get(row.prop) ?? [];
    list.push({ val: row.val, cap: row.cap, lang: row.lang, from: row.from, readonly: row.readonly });
    draft.values.set(row.prop, list);
  }
  return [...drafts.values()].map(finish);
}

/** The properties entities carry values of, in the order they first appear. */
export function propsOf(entities: readonly OntologyEntity[]): string[] {
  const props = new Set<string>();
  for (const entity of entities) for (const prop of entity.values.keys()) props.add(prop);
  return [...props];
}
