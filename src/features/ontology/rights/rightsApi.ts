import { apiFetch } from '../../../api/apiFetch';
import { editRightsAnswerSchema, mapSharingSchema, sharingCandidatesSchema, type EditRightsAnswer, type MapSharing, type SharingCandidates } from '../../../../realtime/protocol/ontology/rights';

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

/** Users matching the typed name or login who are not editors of the map yet. */
export async function fetchSharingCandidates(mapId: string, q: string): Promise<SharingCandidates['users']> {
  return sharingCandidatesSchema.parse(await apiFetch<unknown>(`ontology/maps/${mapId}/sharing/candidates?q=${encodeURIComponent(q)}`, { noLog: true })).users;
}
