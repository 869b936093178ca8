/**
 * Which ontology maps an entity belongs to, for edit rights (model/editRights.ts): the maps it
 * is placed on; a map belongs to itself; an entity placed on none belongs where what it is built
 * from belongs — an individual where its classes are, a class where its nearest placed ancestors
 * are, a property where its domain classes are. So a subclass made on a map's page, or an
 * individual of a class of that map, is that map's without being placed on it one by one.
 */

export type EntityPlacement = {
  /** Maps the entity is placed on (its inMap values). */
  own: readonly string[];
  /** The entity is itself an ontology map. */
  isMap: boolean;
  /** Classes it is built from: its classes (for an individual), parents, or domain classes. */
  anchors: readonly string[];
};

/** Maps of each anchor class: those of its nearest ancestors (itself included) that are placed on a map. */
export type AnchorMaps = ReadonlyMap<string, readonly string[]>;

export function mapsOfEntity(id: string, placement: EntityPlacement, anchorMaps: AnchorMaps): string[] {
  const maps = new Set(placement.own);
  if (placement.isMap) maps.add(id);
  if (maps.size === 0) for (const anchor of placement.anchors) for (const map of anchorMaps.get(anchor) ?? []) maps.add(map);
  return [...maps].sort();
}

/** Closure rows (descendant, depth, map of that ancestor) → each descendant's nearest placed maps. */
export function nearestMaps(rows: readonly { descendant: string; depth: number; map: string }[]): Map<string, string[]> {
  const best = new Map<string, { depth: number; maps: Set<string> }>();
  for (const row of rows) {
    const seen = best.get(row.descendant);
    if (!seen || row.depth < seen.depth) best.set(row.descendant, { depth: row.depth, maps: new Set([row.map]) });
    else if (row.depth === seen.depth) seen.maps.add(row.map);
  }
  return new Map([...best].map(([descendant, { maps }]) => [descendant, [...maps].sort()]));
}
