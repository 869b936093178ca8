import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { BUILT_IN_IDS } from '../../ontologyStore';
import { chunks, IDS_PER_STATEMENT } from '../../store';

/** Which instances a state file describes, sorted into its three ontology categories. */
export type StateScope = { classes: string[]; properties: string[]; instances: string[]; classesOf: Map<string, string[]> };

const PROPERTY_KINDS: readonly string[] = [META_CLASS.ObjectProperty, META_CLASS.DataProperty];

/** The hidden classes and every class below them: their instances are left out of the caller's file. */
async function hiddenWithDescendants(db: Kysely<Database>, hidden: readonly string[]): Promise<Set<string>> {
  if (hidden.length === 0) return new Set();
  const rows = await db.selectFrom('class_closure').select('descendant').where('ancestor', 'in', [...hidden]).execute();
  return new Set([...hidden, ...rows.map((r) => r.descendant)]);
}

/** Entities whose inMap holds the map. */
async function mapMembers(db: Kysely<Database>, map: string): Promise<Set<string>> {
  const rows = await db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.inMap).where('r', '=', map).execute();
  return new Set(rows.map((r) => r.inst));
}

/**
 * Every instance's classes, then the split: classes (instances of Class), properties (of the
 * property meta-classes) and the rest. The built-in meta-model is left out: it is the same in every
 * store of a version. With a map: its classes and properties, the individuals of its classes and
 * whatever else is marked as in the map, and the map itself.
 */
export async function loadStateScope(db: Kysely<Database>, hidden: readonly string[], map: string | null): Promise<StateScope> {
  const skip = await hiddenWithDescendants(db, hidden);
  const classesOf = new Map<string, string[]>();
  for (const row of await db.selectFrom('memberships').select(['instance_id', 'class_id']).orderBy('instance_id').orderBy('class_id').execute()) {
    const list = classesOf.get(row.instance_id);
    if (list) list.push(row.class_id);
    else classesOf.set(row.instance_id, [row.class_id]);
  }
  const inMap = map ? await mapMembers(db, map) : null;
  const scope: StateScope = { classes: [], properties: [], instances: [], classesOf };
  const mapClasses = new Set<string>();
  for (const [id, classes] of classesOf) {
    if (BUILT_IN_IDS.has(id) || classes.some((c) => skip.has(c))) continue;
    if (classes.includes(META_CLASS.Class)) {
      if (inMap && !inMap.has(id)) continue;
      scope.classes.push(id);
      mapClasses.add(id);
    } else if (classes.some((c) => PROPERTY_KINDS.includes(c))) {
      if (!inMap || inMap.has(id)) scope.properties.push(id);
    }
  }
  for (const [id, classes] of classesOf) {
    if (BUILT_IN_IDS.has(id) || classes.some((c) => skip.has(c) || c === META_CLASS.Class || PROPERTY_KINDS.includes(c))) continue;
    if (!inMap || inMap.has(id) || id === map || classes.some((c) => mapClasses.has(c))) scope.instances.push(id);
  }
  return scope;
}

/** Runs a query per chunk of ids and concatenates the rows (lists of ids stay within one statement's limit). */
export async function byChunks<T>(ids: readonly string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const chunk of chunks(ids, IDS_PER_STATEMENT)) rows.push(...(await run(chunk)));
  return rows;
}
