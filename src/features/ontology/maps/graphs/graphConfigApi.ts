import { getData, setData } from '../../../../app/api/dataApi';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { entitiesFromRows, textValue } from '../data/entityRows';
import { graphSettingsText, parseGraphSettings, type GraphSettings } from './graphSettings';

export type GraphConfigInfo = { id: string; name: string; authorName: string; dateCreate: string | null; settings: GraphSettings; canDelete: boolean };

const FIELDS = [{ prop: 'name' as const }, { prop: 'author' as const }, { prop: 'date_create' as const }, { prop: META_PROP.graphSettings }];

function present(rows: Awaited<ReturnType<typeof getData>>['rows']): GraphConfigInfo[] {
  return entitiesFromRows(rows).map((entity) => ({
    id: entity.id,
    name: entity.name,
    authorName: entity.values.get(META_PROP.author)?.[0]?.cap ?? '',
    dateCreate: textValue(entity, META_PROP.dateCreate),
    settings: parseGraphSettings(textValue(entity, META_PROP.graphSettings)),
    canDelete: rows.some((r) => r.inst === entity.id && r.can_delete),
  }));
}

export async function fetchGraphConfigs(): Promise<GraphConfigInfo[]> {
  return present((await getData({ class: META_CLASS.GraphConfig, fields: FIELDS, sort: { prop: 'name', dir: 'asc' }, limit: 1000 })).rows);
}

export async function fetchGraphConfig(id: string): Promise<GraphConfigInfo | null> {
  return present((await getData({ class: META_CLASS.GraphConfig, idx: id, fields: FIELDS })).rows)[0] ?? null;
}

export async function createGraphConfig(name: string, settings: GraphSettings): Promise<string> {
  const id = crypto.randomUUID();
  await setData([
    { op: 'new', class: META_CLASS.GraphConfig, inst: id, name },
    { op: 'upd', inst: id, prop: META_PROP.graphSettings, val: graphSettingsText(settings) },
  ]);
  return id;
}

export async function saveGraphConfig(id: string, name: string, settings: GraphSettings): Promise<void> {
  await setData([
    { op: 'upd', inst: id, prop: 'name', val: name },
    { op: 'upd', inst: id, prop: META_PROP.graphSettings, val: graphSettingsText(settings) },
  ]);
}

export async function deleteGraphConfig(id: string): Promise<void> {
  await setData([{ op: 'del', inst: id }]);
}
