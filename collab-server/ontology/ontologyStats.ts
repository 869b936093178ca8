import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import type { OntologyCounts, OntologyStats } from '../../realtime/protocol/ontology/stats';
import { BUILT_IN_IDS } from '../ontologyStore';

type Kind = 'c' | 'o' | 'd' | 'i';
const KEYS: Record<Kind, keyof OntologyCounts> = { c: 'classes', o: 'objectProperties', d: 'dataProperties', i: 'individuals' };
const zero = (): OntologyCounts => ({ classes: 0, objectProperties: 0, dataProperties: 0, individuals: 0 });
const list = (ids: Iterable<string>) => sql.join([...ids].map((id) => sql`${id}::uuid`));

/** Meta-model objects (maps, graph configurations, commands, …) are instances, but not the ontology's individuals. */
const META_OBJECT_CLASSES = Object.values(META_CLASS).filter((c) => c !== META_CLASS.Class && c !== META_CLASS.ObjectProperty && c !== META_CLASS.DataProperty);

/** Each instance's kind: a class, an object or data property, an individual (null: a meta-model object). */
const kindsCte = sql`
  kinds as (
    select m.instance_id as id,
      case
        when bool_or(m.class_id = ${META_CLASS.Class}::uuid) then 'c'
        when bool_or(m.class_id = ${META_CLASS.ObjectProperty}::uuid) then 'o'
        when bool_or(m.class_id = ${META_CLASS.DataProperty}::uuid) then 'd'
        when bool_or(m.class_id in (${list(META_OBJECT_CLASSES)})) then null
        else 'i'
      end as kind
    from memberships m
    where m.instance_id not in (${list(BUILT_IN_IDS)})
    group by m.instance_id
  )`;

/**
 * Counts of classes, object properties, data properties and individuals: over the whole ontology,
 * and per ontology map (the entities tagged with it). The built-in meta-model is never counted.
 */
export async function ontologyStats(db: Kysely<Database>, onlyMap?: string): Promise<OntologyStats> {
  const totals = await sql<{ kind: Kind; n: string | number }>`with ${kindsCte} select kind, count(*) as n from kinds where kind is not null group by kind`.execute(db);
  const total = zero();
  for (const r of totals.rows) total[KEYS[r.kind]] = Number(r.n);
  let mapsQuery = db
    .selectFrom('memberships as m')
    .innerJoin('instances as i', 'i.id', 'm.instance_id')
    .select(['i.id', 'i.name'])
    .where('m.class_id', '=', META_CLASS.OntologyMap)
    .orderBy('i.name')
    .orderBy('i.id');
  if (onlyMap) mapsQuery = mapsQuery.where('i.id', '=', onlyMap);
  const maps = await mapsQuery.execute();
  const perMap = new Map(maps.map((m) => [m.id, { id: m.id, name: m.name, ...zero() }]));
  if (maps.length > 0) {
    const rows = await sql<{ map: string; kind: Kind; n: string | number }>`
      with ${kindsCte}
      select v.r as map, k.kind, count(distinct k.id) as n
      from kinds k join vals v on v.inst = k.id and v.prop = ${META_PROP.inMap}::uuid
      where k.kind is not null and v.r in (${list(perMap.keys())})
      group by v.r, k.kind`.execute(db);
    for (const r of rows.rows) {
      const m = perMap.get(r.map);
      if (m) m[KEYS[r.kind]] = Number(r.n);
    }
  }
  return { total, maps: [...perMap.values()] };
}
