import { apiFetch } from '../../../api/apiFetch';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { change, ontologyClient } from '../client';
import { ontologyDocSchema, type OntologyDoc } from '../../../../realtime/protocol/ontology/docs';

export async function loadOntologyDoc(id: string): Promise<OntologyDoc> {
  return ontologyDocSchema.parse(await apiFetch<unknown>(`ontologyDoc/${id}`));
}

/** For visitors: a map that is not public answers 404, which the page shows as "not found". */
export async function loadPublicOntologyDoc(id: string): Promise<OntologyDoc> {
  return ontologyDocSchema.parse(await apiFetch<unknown>(`public/ontology-doc/${id}`, { signInOnUnauthorized: false, noLog: true }));
}

/** Publishes (or withdraws) the map's documentation: the isPublic flag through the data API. */
export function setDocumentationPublic(mapId: string, isPublic: boolean): Promise<void> {
  return ontologyClient.write([change.set(mapId, META_PROP.isPublic, isPublic)]);
}
