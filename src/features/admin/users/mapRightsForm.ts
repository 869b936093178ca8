import type { MapRight, SetUserMapRights, UserMapRights } from '../../../../realtime/protocol/admin/userMapRights';

/** The rights the dialog shows: a right per map id; a map not listed is given nothing of its own. */
export type MapRightsForm = Readonly<Record<string, MapRight>>;

export const mapRightsToForm = (rights: UserMapRights): MapRightsForm => Object.fromEntries(rights.maps.map((m) => [m.mapId, m.right]));

/** The form with one map's right set, or taken away (null). */
export function withMapRight(form: MapRightsForm, mapId: string, right: MapRight | null): MapRightsForm {
  const next: Record<string, MapRight> = { ...form };
  if (right) next[mapId] = right;
  else delete next[mapId];
  return next;
}

/** What to send when the rights were changed, or null when they are as they were (saving writes nothing then). */
export function mapRightsRequest(form: MapRightsForm, original: MapRightsForm): SetUserMapRights | null {
  const keys = new Set([...Object.keys(form), ...Object.keys(original)]);
  if ([...keys].every((mapId) => form[mapId] === original[mapId])) return null;
  return { maps: Object.entries(form).map(([mapId, right]) => ({ mapId, right })) };
}
