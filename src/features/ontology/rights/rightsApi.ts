import { apiFetch } from '../../../app/apiFetch';
import { editRightsAnswerSchema, mapSharingSchema, type EditRightsAnswer, type MapSharing } from '../../../../realtime/protocol/ontology/rights';

/** The signed-in user's rights to change the ontology (GET ontology/rights). */
export async function fetchEditRights(): Promise<EditRightsAnswer> {
  return editRightsAnswerSchema.parse(await apiFetch<unknown>('ontology/rights', { noLog: true }));
}

export async function fetchMapSharing(mapId: string): Promise<MapSharing> {
  return mapSharingSchema.parse(await apiFetch<unknown>(`ontology/maps/${mapId}/sharing`));
}

/** Makes the user an editor of the map; answers the sharing as it now is. */
export async function shareMap(mapId: string, userId: string): Promise<MapSharing> {
  return mapSharingSchema.parse(await apiFetch<unknown>(`ontology/maps/${mapId}/sharing`, { body: { userId } }));
}

export async function unshareMap(mapId: string, userId: string): Promise<MapSharing> {
  return mapSharingSchema.parse(await apiFetch<unknown>(`ontology/maps/${mapId}/sharing/${userId}`, { method: 'DELETE' }));
}
