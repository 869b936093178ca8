import { apiFetch } from '../../../../app/apiFetch';
import { getData, setData } from '../../../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { ontologyStatsSchema, type OntologyStats } from '../../../../../realtime/protocol/ontology/stats';
import { entitiesFromRows, textValue } from './entityRows';
import { parseLayout, type MapLayout } from './mapLayout';

/** An ontology map as the list and the map screens show it. */
export type OntologyMapInfo = {
  id: string;
  name: string;
  description: string;
  authorName: string;
  dateCreate: string | null;
  layout: MapLayout;
  canDelete: boolean;
};

const MAP_FIELDS = [{ prop: 'name' as const }, { prop: META_PROP.comment }, { prop: 'author' as const }, { prop: 'date_create' as const }, { prop: META_PROP.mapLayout }];

function mapInfo(rows: Awaited<ReturnType<typeof getData>>['rows'], lang: string): OntologyMapInfo[] {
  return entitiesFromRows(rows).map((entity) => {
    const author = entity.values.get(META_PROP.author);
    return {
      id: entity.id,
      name: entity.name,
      description: textValue(entity, META_PROP.comment, lang) ?? '',
      authorName: author?.[0]?.cap ?? '',
      dateCreate: textValue(entity, META_PROP.dateCreate),
      layout: parseLayout(textValue(entity, META_PROP.mapLayout)),
      canDelete: rows.some((r) => r.inst === entity.id && r.can_delete),
    };
  });
}

export async function fetchMaps(lang: string): Promise<OntologyMapInfo[]> {
  const answer = await getData({ class: META_CLASS.OntologyMap, fields: MAP_FIELDS, sort: { prop: 'name', dir: 'asc' }, limit: 1000 });
  return mapInfo(answer.rows, lang);
}

export async function fetchMap(id: string, lang: string): Promise<OntologyMapInfo | null> {
  const answer = await getData({ class: META_CLASS.OntologyMap, idx: id, fields: MAP_FIELDS });
  return mapInfo(answer.rows, lang)[0] ?? null;
}

/** GET /api/ontology/stats: totals, and the counts of every map (or only of `mapId`). */
export async function fetchOntologyStats(mapId?: string): Promise<OntologyStats> {
  return ontologyStatsSchema.parse(await apiFetch<unknown>(mapId ? `ontology/stats?map=${encodeURIComponent(mapId)}` : 'ontology/stats'));
}

export async function createMap(name: string, description: string, lang: string): Promise<string> {
  const id = crypto.randomUUID();
  await setData([
    { op: 'new', class: META_CLASS.OntologyMap, inst: id, name },
    ...(description ? [{ op: 'upd' as const, inst: id, prop: META_PROP.comment, val: { lang, text: description } }] : []),
  ]);
  return id;
}

export async function updateMap(id: string, name: string, description: string, lang: string): Promise<void> {
  await setData([
    { op: 'upd', inst: id, prop: 'name', val: name },
    { op: 'upd', inst: id, prop: META_PROP.comment, val: description ? { lang, text: description } : null },
  ]);
}

/** Deleting a map leaves its classes: only their membership in it goes (hence del_force). */
export async function deleteMap(id: string): Promise<void> {
  await setData([{ op: 'del', inst: id, del_force: true }]);
}

/** The map's node positions as stored now. */
export async function fetchMapLayout(id: string): Promise<MapLayout> {
  const answer = await getData({ class: META_CLASS.OntologyMap, idx: id, fields: [{ prop: META_PROP.mapLayout }] });
  return parseLayout(answer.rows.find((r) => r.prop === META_PROP.mapLayout && typeof r.val === 'string')?.val as string | undefined);
}

export async function saveMapLayout(id: string, layoutJson: string): Promise<void> {
  await setData([{ op: 'upd', inst: id, prop: META_PROP.mapLayout, val: layoutJson }]);
}
