import { apiFetch } from '../../api/apiFetch';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { reasonerAnswerSchema, reasonerStatusSchema, type ReasonerAnswer, type ReasonerStatus } from '../../../realtime/protocol/reasoner';
import { byProp, captionOf, ontologyClient } from '../ontology';

export type MapChoice = { id: string; caption: string };

export async function fetchReasoner(mapId: string, lang: string): Promise<ReasonerAnswer> {
  return reasonerAnswerSchema.parse(await apiFetch(`reasoner/maps/${mapId}?lang=${lang === 'en' ? 'en' : 'ru'}`));
}

export async function runReasoner(mapId: string): Promise<ReasonerStatus> {
  return reasonerStatusSchema.parse(await apiFetch(`reasoner/maps/${mapId}/run`, { method: 'POST', body: {} }));
}

export async function stopReasoner(mapId: string): Promise<ReasonerStatus> {
  return reasonerStatusSchema.parse(await apiFetch(`reasoner/maps/${mapId}/run`, { method: 'DELETE' }));
}

/** The maps a reasoner can be shown for, captioned in the interface language. */
export async function fetchMapChoices(lang: string): Promise<MapChoice[]> {
  const { entities } = await ontologyClient.read({ of: 'map', fields: [META_PROP.label], sort: byProp('name'), limit: 1000 });
  return entities.map((e) => ({ id: e.id, caption: captionOf(e, lang) }));
}

/** The maps an entity is placed in (its own tags), first choices for its reasoner. */
export async function fetchMapsOf(entityId: string): Promise<string[]> {
  const [entity] = await ontologyClient.readByIds([entityId], [META_PROP.inMap]);
  return (entity?.values.get(META_PROP.inMap) ?? []).flatMap((v) => (typeof v.val === 'string' ? [v.val] : []));
}
