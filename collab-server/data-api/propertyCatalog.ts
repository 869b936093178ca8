import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { META_CLASS, META_PROP, type DataType } from '../../realtime/protocol/meta';
import type { PropRef } from '../../realtime/protocol/data';
import { badRequest } from '../http/httpError';

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
 * Loads the definitions of the named properties in one query. Unknown ids are a 400, so a typo in
 * a request never reads or writes silently nothing.
 */
export async function loadProperties(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, PropertyDef>> {
  const wanted = [...new Set(ids)].filter((id) => id !== 'id');
  const defs = new Map<string, PropertyDef>();
  if (wanted.length === 0) return defs;
  const members = await db
    .selectFrom('memberships')
    .innerJoin('instances', 'instances.id', 'memberships.instance_id')
    .select(['memberships.instance_id as id', 'memberships.class_id', 'instances.name'])
    .where('memberships.instance_id', 'in', wanted)
    .where('memberships.class_id', 'in', [META_CLASS.ObjectProperty, META_CLASS.DataProperty])
    .execute();
  for (const m of members) {
    const kind = m.class_id === META_CLASS.ObjectProperty ? 'object' : 'data';
    defs.set(m.id, { id: m.id, name: m.name, kind, type: kind === 'object' ? 'ref' : 'string', range: null, domain: [], min: 0, max: -1, readonly: false, labels: {} });
  }
  const missing = wanted.filter((id) => !defs.has(id));
  if (missing.length) throw badRequest(`Unknown property: ${missing.join(', ')}`);

  const vals = await db
    .selectFrom('vals')
    .select(['inst', 'prop', 't', 'n', 'b', 'r', 'lang'])
    .where('inst', 'in', wanted)
    .where('prop', 'in', [META_PROP.type, META_PROP.range, META_PROP.domain, META_PROP.minCardinality, META_PROP.maxCardinality, META_PROP.readonly, META_PROP.label])
    .orderBy('idx')
    .execute();
  for (const v of vals) {
    const def = defs.get(v.inst);
    if (!def) continue;
    switch (v.prop) {
      case META_PROP.type:
        if (def.kind === 'data' && v.t) def.type = v.t as DataType;
        break;
      case META_PROP.range:
        def.range = v.r;
        break;
      case META_PROP.domain:
        if (v.r) def.domain.push(v.r);
        break;
      case META_PROP.minCardinality:
        def.min = v.n ?? 0;
        break;
      case META_PROP.maxCardinality:
        def.max = v.n ?? -1;
        break;
      case META_PROP.readonly:
        def.readonly = v.b ?? false;
        break;
      case META_PROP.label:
        if (v.t) def.labels[v.lang ?? ''] = v.t;
        break;
    }
  }
  return defs;
}

/** The caption of a property in a language: its label there, else any label, else its name. */
export function propertyCaption(def: PropertyDef, lang: string): string {
  return def.labels[lang] ?? def.labels[''] ?? Object.values(def.labels)[0] ?? def.name;
}

/** Checks that every id names an existing class; unknown ids are a 400. */
export async function assertClassesExist(db: Kysely<Database>, ids: Iterable<string>): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .selectFrom('memberships')
    .select('instance_id')
    .where('class_id', '=', META_CLASS.Class)
    .where('instance_id', 'in', wanted)
    .execute();
  const known = new Set(found.map((f) => f.instance_id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) throw badRequest(`Unknown class: ${missing.join(', ')}`);
}
