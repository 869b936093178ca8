import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP, type DataType } from '../../realtime/protocol/metaModel';
import type { PropRef } from '../../realtime/protocol/dataApi/getData';
import { entityLabel } from '../../model/entityLabel';
import { invalid } from '../problems';

/** What the data API needs to know of a property to read, write and validate its values. */
export type PropertyDef = {
  id: string;
  name: string;
  kind: 'data' | 'object';
  /** Data properties: their value type; object properties: 'ref'. */
  type: DataType | 'ref';
  range: string | null;
  domain: string[];
  min: number;
  /** -1: unlimited. */
  max: number;
  readonly: boolean;
  labels: Record<string, string>;
};

const ALIAS_TO_ID: Record<string, string> = {
  id: 'id',
  name: META_PROP.name,
  author: META_PROP.author,
  date_create: META_PROP.dateCreate,
  class: META_PROP.instanceOf,
};

/** Resolves an alias ('name', 'author', …) to its fixed property id; 'id' stays the pseudo-field id. */
export function resolvePropRef(ref: PropRef): string {
  return ALIAS_TO_ID[ref] ?? ref;
}

/**
 * Loads the definitions of the named properties in one query. Unknown ids are invalid, so a typo in
 * a request never reads or writes silently nothing.
 */
export async function loadProperties(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, PropertyDef>> {
  const wanted = [...new Set(ids)].filter((id) => id !== 'id');
  const defs = await loadKnownProperties(db, wanted);
  assertPropertiesKnown(wanted, defs);
  return defs;
}

const DEFINING_PROPS = [META_PROP.type, META_PROP.range, META_PROP.domain, META_PROP.minCardinality, META_PROP.maxCardinality, META_PROP.readonly, META_PROP.label];

/** A row of a property's definition: the property, its meta-class and one of its defining values. */
export type PropertyRow = { id: string; class_id: string; name: string; prop: string | null; t: string | null; n: number | null; b: boolean | null; r: string | null; lang: string | null };

/** The definition rows of the named properties, in value order (what propertyDefsFrom reads). */
export function propertyRowsSql(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('instances as i', 'i.id', 'm.instance_id')
    .leftJoin('vals as v', (join) => join.onRef('v.inst', '=', 'm.instance_id').on('v.prop', 'in', DEFINING_PROPS))
    .select(['m.instance_id as id', 'm.class_id', 'i.name', 'v.prop', 'v.t', 'v.n', 'v.b', 'v.r', 'v.lang'])
    .where('m.instance_id', 'in', [...ids])
    .where('m.class_id', 'in', [META_CLASS.ObjectProperty, META_CLASS.DataProperty])
    .orderBy('v.idx');
}

/** Like loadProperties, but ids that are not properties are just left out of the answer. One statement. */
export async function loadKnownProperties(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, PropertyDef>> {
  const wanted = [...new Set(ids)].filter((id) => id !== 'id');
  if (wanted.length === 0) return new Map();
  return propertyDefsFrom(await propertyRowsSql(db, wanted).execute());
}

/** The definitions the rows of propertyRowsSql hold. */
export function propertyDefsFrom(rows: readonly PropertyRow[]): Map<string, PropertyDef> {
  const defs = new Map<string, PropertyDef>();
  for (const row of rows) {
    let def = defs.get(row.id);
    if (!def) {
      const kind = row.class_id === META_CLASS.ObjectProperty ? 'object' : 'data';
      def = { id: row.id, name: row.name, kind, type: kind === 'object' ? 'ref' : 'string', range: null, domain: [], min: 0, max: -1, readonly: false, labels: {} };
      defs.set(row.id, def);
    } else if ((row.class_id === META_CLASS.ObjectProperty) !== (def.kind === 'object')) {
      continue; // a property filed under both meta-classes: its values were read once already
    }
    switch (row.prop) {
      case META_PROP.type:
        if (def.kind === 'data' && row.t) def.type = row.t as DataType;
        break;
      case META_PROP.range:
        def.range = row.r;
        break;
      case META_PROP.domain:
        if (row.r) def.domain.push(row.r);
        break;
      case META_PROP.minCardinality:
        def.min = row.n ?? 0;
        break;
      case META_PROP.maxCardinality:
        def.max = row.n ?? -1;
        break;
      case META_PROP.readonly:
        def.readonly = row.b ?? false;
        break;
      case META_PROP.label:
        // the first label of each language, as the browser's entities keep them
        if (row.t) def.labels[row.lang ?? ''] ??= row.t;
        break;
    }
  }
  return defs;
}

/** Refuses property ids the definitions do not hold: a typo in a request never reads or writes silently nothing. */
export function assertPropertiesKnown(wanted: readonly string[], defs: ReadonlyMap<string, PropertyDef>): void {
  const missing = wanted.filter((id) => id !== 'id' && !defs.has(id));
  if (missing.length) throw invalid(`Unknown property: ${missing.join(', ')}`);
}

/** The `vals` column a property's values are kept in. */
export type ValueColumn = 't' | 'n' | 'b' | 'd' | 'r';
export function valueColumnOf(type: DataType | 'ref'): ValueColumn {
  switch (type) {
    case 'ref':
      return 'r';
    case 'int':
    case 'float':
      return 'n';
    case 'bool':
      return 'b';
    case 'dateTime':
      return 'd';
    default:
      return 't';
  }
}

/** Intrinsic properties: kept on the instance row (name, author, date) or in memberships (class). */
export type IntrinsicProp = 'id' | 'name' | 'author' | 'dateCreate' | 'class';
const INTRINSIC_BY_ID: Record<string, IntrinsicProp> = {
  id: 'id',
  [META_PROP.name]: 'name',
  [META_PROP.author]: 'author',
  [META_PROP.dateCreate]: 'dateCreate',
  [META_PROP.instanceOf]: 'class',
};
export function intrinsicOf(propId: string): IntrinsicProp | null {
  return INTRINSIC_BY_ID[propId] ?? null;
}

/** The caption of a property in a language, by the interface's one rule (model/entityLabel.ts): its label there, else its name, else any label. */
export function propertyCaption(def: PropertyDef, lang: string): string {
  return entityLabel(def, lang) || def.id;
}

/** Checks that every id names an existing class; unknown ids are invalid. */
export async function assertClassesExist(db: Kysely<Database>, ids: Iterable<string>): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await knownClassesSql(db, wanted).execute();
  assertClassesKnown(wanted, found.map((f) => f.instance_id));
}

/** Which of the ids name a class. */
export function knownClassesSql(db: Kysely<Database>, ids: readonly string[]) {
  return db.selectFrom('memberships').select('instance_id').where('class_id', '=', META_CLASS.Class).where('instance_id', 'in', [...ids]);
}

/** Refuses the ids that are not among the known classes. */
export function assertClassesKnown(wanted: readonly string[], known: readonly string[]): void {
  const found = new Set(known);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw invalid(`Unknown class: ${missing.join(', ')}`);
}
