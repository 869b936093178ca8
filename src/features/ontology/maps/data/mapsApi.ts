import { apiFetch } from '../../../../api/apiFetch';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { byProp, captionOf, change, ontologyClient as client, textPreferring, type OntologyEntity } from '../../client';
import { ontologyStatsSchema, type OntologyStats } from '../../../../../realtime/protocol/ontology/stats';
import { parseLayout, type MapLayout } from './mapLayout';

/** An ontology map as the list and the map screens show it. */
export type OntologyMapInfo = {
  id: string;
  /** Its own name (edited in the map dialog). */
  name: string;
  /** What the screens call it: its label in the interface language, else its name. */
  caption: string;
  description: string;
  authorName: string;
  dateCreate: string | null;
  layout: MapLayout;
  canDelete: boolean;
};

const MAP_FIELDS = [META_PROP.comment, META_PROP.label, 'author', 'date_create', META_PROP.mapLayout];

function mapInfo(entity: OntologyEntity, lang: string): OntologyMapInfo {
  return {
    id: entity.id,
    name: entity.name,
    caption: captionOf(entity, lang),
    description: textPreferring(entity, META_PROP.comment, lang) ?? '',
    authorName: entity.author?.name ?? '',
    dateCreate: entity.dateCreate,
    layout: parseLayout(textPreferring(entity, META_PROP.mapLayout)),
    canDelete: entity.canDelete,
  };
}

export async function fetchMaps(lang: string): Promise<OntologyMapInfo[]> {
  return (await client.read({ of: 'map', fields: MAP_FIELDS, sort: byProp('name'), limit: 1000 })).entities.map((e) => mapInfo(e, lang));
}

export async function fetchMap(id: string, lang: string): Promise<OntologyMapInfo | null> {
  const entity = await client.readOne(id, { of: 'map', fields: MAP_FIELDS });
  return entity ? mapInfo(entity, lang) : null;
}

/** GET /api/ontology/stats: totals, and the counts of every map (or only of `mapId`). */
export async function fetchOntologyStats(mapId?: string): Promise<OntologyStats> {
  return ontologyStatsSchema.parse(await apiFetch<unknown>(mapId ? `ontology/stats?map=${encodeURIComponent(mapId)}` : 'ontology/stats'));
}

export function createMap(name: string, description: string, lang: string): Promise<string> {
  return client.create({ of: 'map', name, values: description ? { [META_PROP.comment]: { lang, text: description } } : {} });
}

export function updateMap(id: string, name: string, description: string, lang: string): Promise<void> {
  return client.write([change.rename(id, name), change.set(id, META_PROP.comment, description ? { lang, text: description } : null)]);
}

/** Deleting a map leaves its classes: only their membership in it goes (hence force). */
export const deleteMap = (id: string): Promise<void> => client.remove(id, { force: true });

/** The map's node positions as stored now. */
export async function fetchMapLayout(id: string): Promise<MapLayout> {
  return parseLayout(textPreferring((await client.readOne(id, { of: 'map', fields: [META_PROP.mapLayout] })) ?? undefined, META_PROP.mapLayout));
}

export const saveMapLayout = (id: string, layoutJson: string): Promise<void> => client.write([change.set(id, META_PROP.mapLayout, layoutJson)]);
