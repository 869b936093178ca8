import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { StateEntity, StateValue, ValueType } from '../../../realtime/protocol/ontology/diff';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { loadKnownProperties, type PropertyDef } from '../../ontologyStore';
import { byChunks } from './stateScope';

type ValRow = { inst: string; prop: string; t: string | null; n: number | string | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };

/** The value group of a property by its type (the table in realtime/protocol/ontologyDiff.ts). */
export function valueTypeOf(def: PropertyDef | undefined): ValueType {
  if (!def) return 'svals';
  switch (def.type) {
    case 'ref':
    case 'id':
    case 'file':
      return 'rvals';
    case 'text':
      return 'tvals';
    case 'multiString':
      return 'lvals';
    case 'int':
      return 'ivals';
    case 'float':
      return 'nvals';
    case 'bool':
      return 'bvals';
    default:
      return 'svals';
  }
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

function valueOf(row: ValRow, group: ValueType): StateValue | null {
  if (group === 'lvals') return row.t === null ? null : { lang: row.lang ?? '', text: row.t };
  if (row.t !== null) return row.t;
  if (row.n !== null) return Number(row.n);
  if (row.b !== null) return row.b;
  if (row.d !== null) return iso(row.d);
  return row.r;
}

function push(entity: StateEntity, group: ValueType, prop: string, value: StateValue): void {
  const groups = entity as unknown as Record<ValueType, Record<string, StateValue[]> | undefined>;
  const values = (groups[group] ??= {});
  (values[prop] ??= []).push(value);
}

/**
 * The state-file entities of these instances: name, classes, author and date created (svals) and
 * every stored value, grouped by value type; `propNames` collects the names of the properties seen.
 */
export async function loadStateEntities(db: Kysely<Database>, ids: readonly string[], classesOf: ReadonlyMap<string, string[]>, propNames: Record<string, string>): Promise<StateEntity[]> {
  const instances = await byChunks(ids, (chunk) => db.selectFrom('instances').select(['id', 'name', 'author', 'created_at']).where('id', 'in', chunk).orderBy('id').execute());
  const vals = await byChunks(ids, (chunk) =>
    db.selectFrom('vals').select(['inst', 'prop', 't', 'n', 'b', 'd', 'r', 'lang']).where('inst', 'in', chunk).orderBy('inst').orderBy('prop').orderBy('idx').execute(),
  );
  const defs = await loadKnownProperties(db, new Set(vals.map((v) => v.prop)));
  for (const def of defs.values()) propNames[def.id] = def.name;
  propNames[META_PROP.author] ??= 'author';
  propNames[META_PROP.dateCreate] ??= 'date_create';
  const byId = new Map<string, StateEntity>();
  for (const row of instances) {
    const entity: StateEntity = { id: row.id, name: row.name, class: classesOf.get(row.id) ?? [] };
    if (row.author) push(entity, 'rvals', META_PROP.author, row.author);
    push(entity, 'svals', META_PROP.dateCreate, iso(row.created_at as Date | string));
    byId.set(row.id, entity);
  }
  for (const row of vals as ValRow[]) {
    const entity = byId.get(row.inst);
    const group = valueTypeOf(defs.get(row.prop));
    const value = entity ? valueOf(row, group) : null;
    if (entity && value !== null) push(entity, group, row.prop, value);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
