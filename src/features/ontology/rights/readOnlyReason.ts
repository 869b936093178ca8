import type { EditRightsAnswer } from '../../../../realtime/protocol/ontology/rights';

/** Where the notice stands: a map's page, an entity's page, or a list of the whole ontology. */
export type ReadOnlyPlace = { mapId?: string; entityReadOnly?: boolean };

/** Which reason the notice gives (a key of rights.readOnly) and its values; null: nothing to say. */
export type ReadOnlyReason = { key: 'nothing' | 'someMaps' | 'map' | 'entity'; values?: { maps: string } };

/**
 * Why a screen offers no editing: the user edits nothing at all, edits some maps only (on a list,
 * which), or not this map or this entity. Null when the user may change what is shown. The reason
 * follows the notice's title («Только чтение.»), so its text never repeats that title.
 */
export function readOnlyReason(rights: EditRightsAnswer | null, place: ReadOnlyPlace): ReadOnlyReason | null {
  if (!rights || rights.all) return null;
  if (rights.maps.length === 0) return { key: 'nothing' };
  if (place.mapId !== undefined) return rights.maps.some((m) => m.id === place.mapId) ? null : { key: 'map' };
  if (place.entityReadOnly !== undefined) return place.entityReadOnly ? { key: 'entity' } : null;
  return { key: 'someMaps', values: { maps: rights.maps.map((m) => `«${m.name}»`).join(', ') } };
}
