import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { ObjectSource } from '../../realtime/protocol/fca';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { assertClassReadable, loadMembersAmong } from '../ontologyStore';
import { requireReadable, settingsOf } from '../semanticSearch';
import { sourceInstances, sourceRootClass } from '../dmn';
import { invalid } from '../problems';
import { FCA_MESSAGES } from './fcaMessages';

/**
 * What a context built from the ontology reads from the store: the source's instances (with the
 * caller's rights, through the DMN runs' `sourceInstances`), class memberships with subclasses,
 * properties' names and types, and asserted values. Each a single statement over all instances.
 */

/** `classes`: the classes whose changes change the objects (the source class; a search's every node class). */
export type SourceObjects = { ids: string[]; names: Map<string, string>; linkClass: string | null; classes: string[] };

/** The readable classes among `ids`, or a 400 naming the first unknown one (403 for one the caller may not read). */
export async function requireClasses(db: Kysely<Database>, caller: Caller, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('instances as i', 'i.id', 'm.instance_id')
    .select(['i.id', 'i.name'])
    .where('m.class_id', '=', META_CLASS.Class)
    .where('m.instance_id', 'in', [...ids])
    .execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  for (const id of ids) {
    if (!names.has(id)) throw invalid(FCA_MESSAGES.unknownClass(id));
    assertClassReadable(caller, id);
  }
  return names;
}

export async function sourceObjects(db: Kysely<Database>, caller: Caller, source: ObjectSource): Promise<SourceObjects> {
  let ids: string[];
  let linkClass: string | null;
  let classes: string[];
  if (source.kind === 'class') {
    await requireClasses(db, caller, [source.classId]);
    linkClass = source.classId;
    classes = [source.classId];
    if (source.withSubclasses) ids = await sourceInstances(db, caller, { classId: source.classId });
    else ids = (await db.selectFrom('memberships').select('instance_id').where('class_id', '=', source.classId).execute()).map((r) => r.instance_id);
  } else {
    const { row } = await requireReadable(db, caller, source.searchId);
    ids = await sourceInstances(db, caller, { searchId: source.searchId });
    linkClass = await sourceRootClass(db, { searchId: source.searchId });
    classes = settingsOf(row).filters.flatMap((f) => f.nodes.map((n) => n.classId));
  }
  const names = new Map<string, string>();
  if (ids.length) {
    const { rows } = await sql<{ id: string; name: string }>`select id, name from instances where id = any(${ids}::uuid[])`.execute(db);
    for (const r of rows) names.set(r.id, r.name);
  }
  return { ids: ids.filter((id) => names.has(id)), names, linkClass, classes };
}

/** The classes `classes` with all their subclasses (what a watcher of the context must follow). */
export async function withSubclasses(db: Kysely<Database>, classes: readonly string[]): Promise<string[]> {
  if (classes.length === 0) return [];
  const { rows } = await sql<{ id: string }>`select distinct descendant as id from class_closure where ancestor = any(${[...classes]}::uuid[])`.execute(db);
  return [...new Set([...classes, ...rows.map((r) => r.id)])].sort();
}

/** Per attribute class, the instances among `instances` that are members of it or of one of its subclasses. */
export async function classMembers(db: Kysely<Database>, classes: readonly string[], instances: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(classes.map((c) => [c, new Set<string>()]));
  if (classes.length === 0 || instances.length === 0) return out;
  // members as every screen counts them: stated, rule-derived, reasoner-inferred (ontologyStore/classMembers.ts)
  for (const r of await loadMembersAmong(db, classes, instances)) out.get(r.cls)?.add(r.inst);
  return out;
}

export type PropertyFacts = { id: string; name: string; type: string | null; isObject: boolean };

/** The properties' names and value types, or a 400 naming the first unknown one. */
export async function requireProperties(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, PropertyFacts>> {
  const out = new Map<string, PropertyFacts>();
  if (ids.length === 0) return out;
  const { rows } = await sql<{ id: string; name: string; kind: string; type: string | null }>`select i.id, i.name, m.class_id as kind,
      (select v.t from vals v where v.inst = i.id and v.prop = ${META_PROP.type}::uuid order by v.idx limit 1) as type
    from instances i join memberships m on m.instance_id = i.id
    where i.id = any(${[...ids]}::uuid[]) and m.class_id = any(${[META_CLASS.DataProperty, META_CLASS.ObjectProperty]}::uuid[])`.execute(db);
  for (const r of rows) out.set(r.id, { id: r.id, name: r.name, type: r.type, isObject: r.kind === META_CLASS.ObjectProperty });
  for (const id of ids) if (!out.has(id)) throw invalid(FCA_MESSAGES.unknownProperty(id));
  return out;
}

export type StoredValue = { inst: string; prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; rname: string | null };

/** The asserted values of the properties on the instances, in their order. */
export async function propertyValues(db: Kysely<Database>, props: readonly string[], instances: readonly string[]): Promise<StoredValue[]> {
  if (props.length === 0 || instances.length === 0) return [];
  const { rows } = await sql<StoredValue>`select v.inst, v.prop, v.t, v.n, v.b, v.d, v.r, ri.name as rname
    from vals v left join instances ri on ri.id = v.r
    where v.prop = any(${[...props]}::uuid[]) and v.inst = any(${[...instances]}::uuid[]) order by v.inst, v.prop, v.idx`.execute(db);
  return rows;
}
