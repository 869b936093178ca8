import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_CLASS, META_PROP, type DataType } from '../../../realtime/protocol/metaModel';
import { BUILT_IN_IDS } from '../../ontologyStore';
import { chunks, IDS_PER_STATEMENT } from '../../store';
import type { EntityKind } from './owlModel';

/** One stored value as the export needs it. */
export type StoredVal = { prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };
export type ExportEntity = { id: string; name: string; kind: EntityKind; classes: string[]; vals: StoredVal[] };
export type ExportSource = {
  map: { id: string; name: string; iri: string | null; comments: StoredVal[] } | null;
  entities: ExportEntity[];
  /** IRI of every entity exported or referenced (stored IRI, else minted). */
  iris: Map<string, string>;
  /** Kind and value type of each property that individuals' values use. */
  props: Map<string, { kind: 'objectProperty' | 'dataProperty'; type: DataType }>;
};

const KIND_OF: Record<string, EntityKind> = { [META_CLASS.Class]: 'class', [META_CLASS.ObjectProperty]: 'objectProperty', [META_CLASS.DataProperty]: 'dataProperty' };
const META_OBJECTS = new Set<string>(Object.values(META_CLASS));

/**
 * Everything an export writes: the entities of the map (tagged with it) or of the whole ontology
 * (classes, properties, individuals; never the built-in meta-model or meta objects such as maps),
 * their memberships and values, and an IRI for every entity they refer to.
 */
export async function loadExportSource(db: Kysely<Database>, mapId: string | null, iriBase: (map: ExportSource['map']) => string): Promise<ExportSource> {
  let map: ExportSource['map'] = null;
  let ids: string[];
  if (mapId) {
    const row = await db.selectFrom('instances').select(['id', 'name']).where('id', '=', mapId).executeTakeFirstOrThrow();
    const mapVals = await valsOf(db, [mapId]);
    map = { id: row.id, name: row.name, iri: mapVals.find((v) => v.prop === META_PROP.iri)?.t ?? null, comments: mapVals.filter((v) => v.prop === META_PROP.comment) };
    const tagged = await db.selectFrom('vals').select('inst').distinct().where('prop', '=', META_PROP.inMap).where('r', '=', mapId).execute();
    ids = tagged.map((r) => r.inst);
  } else {
    const all = await db.selectFrom('memberships').select('instance_id').distinct().execute();
    ids = all.map((r) => r.instance_id);
  }
  ids = ids.filter((id) => !BUILT_IN_IDS.has(id));
  const memberships = new Map<string, string[]>();
  const names = new Map<string, string>();
  for (const batch of chunks(ids, IDS_PER_STATEMENT)) {
    const rows = await db.selectFrom('memberships as m').innerJoin('instances as i', 'i.id', 'm.instance_id').select(['m.instance_id', 'm.class_id', 'i.name']).where('m.instance_id', 'in', batch).orderBy('m.instance_id').execute();
    for (const r of rows) {
      memberships.set(r.instance_id, [...(memberships.get(r.instance_id) ?? []), r.class_id]);
      names.set(r.instance_id, r.name);
    }
  }
  const vals = await valsOf(db, ids);
  const valsBy = new Map<string, StoredVal[]>();
  for (const v of vals as (StoredVal & { inst: string })[]) valsBy.set(v.inst, [...(valsBy.get(v.inst) ?? []), v]);
  const entities: ExportEntity[] = [];
  for (const id of ids) {
    const classes = memberships.get(id) ?? [];
    const meta = classes.find((c) => KIND_OF[c]);
    if (!meta && classes.some((c) => META_OBJECTS.has(c))) continue;
    entities.push({ id, name: names.get(id) ?? '', kind: meta ? (KIND_OF[meta] as EntityKind) : 'individual', classes, vals: valsBy.get(id) ?? [] });
  }
  // IRIs of the entities and of whatever they point at (parents, types, ranges, linked individuals)
  const referenced = new Set<string>(entities.map((e) => e.id));
  for (const e of entities) {
    for (const c of e.classes) referenced.add(c);
    for (const v of e.vals) if (v.r && v.prop !== META_PROP.inMap) referenced.add(v.r);
  }
  const iris = new Map<string, string>();
  for (const batch of chunks([...referenced], IDS_PER_STATEMENT)) {
    const rows = await db.selectFrom('vals').select(['inst', 't']).where('prop', '=', META_PROP.iri).where('inst', 'in', batch).execute();
    for (const r of rows) if (r.t) iris.set(r.inst, r.t);
  }
  const base = iriBase(map);
  for (const id of referenced) if (!iris.has(id)) iris.set(id, `${base}e${id}`);
  const props = await propertyKinds(db, [...new Set(entities.flatMap((e) => (e.kind === 'individual' ? e.vals.map((v) => v.prop) : [])))]);
  return { map, entities, iris, props };
}

async function valsOf(db: Kysely<Database>, ids: readonly string[]): Promise<(StoredVal & { inst: string })[]> {
  const out: (StoredVal & { inst: string })[] = [];
  for (const batch of chunks(ids, IDS_PER_STATEMENT)) {
    const rows = await db.selectFrom('vals').select(['inst', 'prop', 't', 'n', 'b', 'd', 'r', 'lang']).where('inst', 'in', batch).orderBy('inst').orderBy('prop').orderBy('idx').execute();
    out.push(...rows);
  }
  return out;
}

async function propertyKinds(db: Kysely<Database>, ids: readonly string[]): Promise<ExportSource['props']> {
  const out: ExportSource['props'] = new Map();
  const wanted = ids.filter((id) => !BUILT_IN_IDS.has(id));
  if (wanted.length === 0) return out;
  const rows = await sql<{ id: string; class_id: string; type: string | null }>`
    select m.instance_id as id, m.class_id, (select t from vals v where v.inst = m.instance_id and v.prop = ${META_PROP.type}::uuid limit 1) as type
    from memberships m
    where m.class_id in (${META_CLASS.ObjectProperty}::uuid, ${META_CLASS.DataProperty}::uuid)
      and m.instance_id in (${sql.join(wanted.map((id) => sql`${id}::uuid`))})`.execute(db);
  for (const r of rows.rows) out.set(r.id, { kind: r.class_id === META_CLASS.ObjectProperty ? 'objectProperty' : 'dataProperty', type: (r.type ?? 'string') as DataType });
  return out;
}
