import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { byProp, change, ontologyClient as client, textPreferring, type OntologyEntity } from '../../client';
import { graphSettingsText, parseGraphSettings, type GraphSettings } from './graphSettings';

export type GraphConfigInfo = { id: string; name: string; authorName: string; dateCreate: string | null; settings: GraphSettings; canDelete: boolean };

const FIELDS = ['author', 'date_create', META_PROP.graphSettings];
const GRAPH_CONFIGS = { class: META_CLASS.GraphConfig };

const present = (entity: OntologyEntity): GraphConfigInfo => ({
  id: entity.id,
  name: entity.name,
  authorName: entity.author?.name ?? '',
  dateCreate: entity.dateCreate,
  settings: parseGraphSettings(textPreferring(entity, META_PROP.graphSettings)),
  canDelete: entity.canDelete,
});

export async function fetchGraphConfigs(): Promise<GraphConfigInfo[]> {
  return (await client.read({ of: GRAPH_CONFIGS, fields: FIELDS, sort: byProp('name'), limit: 1000 })).entities.map(present);
}

export async function fetchGraphConfig(id: string): Promise<GraphConfigInfo | null> {
  const entity = await client.readOne(id, { of: GRAPH_CONFIGS, fields: FIELDS });
  return entity ? present(entity) : null;
}

export function createGraphConfig(name: string, settings: GraphSettings): Promise<string> {
  return client.create({ of: META_CLASS.GraphConfig, name, values: { [META_PROP.graphSettings]: graphSettingsText(settings) } });
}

export function saveGraphConfig(id: string, name: string, settings: GraphSettings): Promise<void> {
  return client.write([change.rename(id, name), change.set(id, META_PROP.graphSettings, graphSettingsText(settings))]);
}

export const deleteGraphConfig = (id: string): Promise<void> => client.remove(id);
