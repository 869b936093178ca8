import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { mapsOfEntity, nearestMaps, type AnchorMaps, type EntityPlacement } from '../../model/entityMaps';
import { chunks, IDS_PER_ANY_STATEMENT } from '../store';

const META_CLASSES: readonly string[] = Object.values(META_CLASS);

/** One array parameter for the whole list: an `in` list of thousands of ids is bound and planned id by id. */
const anyOf = (column: string, ids: readonly string[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::uuid[])`;

/** The maps of classes' nearest placed ancestors (themselves included), from the closure: one query a batch. */
export async function loadAnchorMaps(db: Kysely<Database>, classes: readonly string[]): Promise<AnchorMaps> {
  const rows: { descendant: string; depth: number; map: string }[] = [];
  for (const batch of chunks([...new Set(classes)], IDS_PER_ANY_STATEMENT)) {
    const found = await db
      .selectFrom('class_closure as cc')
      .innerJoin('vals as v', (join) => join.onRef('v.inst', '=', 'cc.ancestor').on('v.prop', '=', META_PROP.inMap))
      .select(['cc.descendant', 'cc.depth', 'v.r as map'])
      .where(anyOf('cc.descendant', batch))
      .where('v.r', 'is not', null)
      .execute();
    for (const row of found) rows.push({ descendant: row.descendant, depth: row.depth, map: row.map as string });
  }
  return nearestMaps(rows);
}

/** How stored entities are placed: their own maps, whether they are maps, what they are built from. */
async function loadPlacements(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, EntityPlacement>> {
  const placements = new Map<string, { own: string[]; isMap: boolean; anchors: string[] }>();
  for (const batch of chunks([...new Set(ids)], IDS_PER_ANY_STATEMENT)) {
    const [vals, memberships] = await Promise.all([
      db.selectFrom('vals').select(['inst', 'prop', 'r']).where(anyOf('inst', batch)).where('prop', 'in', [META_PROP.inMap, META_PROP.domain]).where('r', 'is not', null).execute(),
      db.selectFrom('memberships').select(['instance_id', 'class_id']).where(anyOf('instance_id', batch)).execute(),
    ]);
    const of = (id: string) => placements.get(id) ?? placements.set(id, { own: [], isMap: false, anchors: [] }).get(id)!;
    for (const m of memberships) {
      const p = of(m.instance_id);
      if (m.class_id === META_CLASS.OntologyMap) p.isMap = true;
      // a class is anchored at itself: the closure brings its ancestors
      if (m.class_id === META_CLASS.Class) p.anchors.push(m.instance_id);
      else if (!META_CLASSES.includes(m.class_id)) p.anchors.push(m.class_id);
    }
    for (const v of vals) {
      const p = of(v.inst);
      if (v.prop === META_PROP.inMap) p.own.push(v.r as string);
      else p.anchors.push(v.r as string);
    }
  }
  return placements;
}

/** The maps each stored entity belongs to (model/entityMaps.ts); an unknown id belongs to none. */
export async function loadEntityMaps(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string[]>> {
  const placements = await loadPlacements(db, ids);
  const unplaced = [...placements.values()].filter((p) => p.own.length === 0 && !p.isMap);
  const anchorMaps = await loadAnchorMaps(db, unplaced.flatMap((p) => p.anchors));
  const empty: EntityPlacement = { own: [], isMap: false, anchors: [] };
  return new Map(ids.map((id) => [id, mapsOfEntity(id, placements.get(id) ?? empty, anchorMaps)]));
}
