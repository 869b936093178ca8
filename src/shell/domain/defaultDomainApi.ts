import { apiFetch } from '../../app/apiFetch';
import { PREFERENCE_KEYS, preferencesResultSchema } from '../../../realtime/protocol/profile/preferences';
import { storedDomainId } from './domainChoices';

/** The user's default domain from GET app/preferences. */
export async function loadDefaultDomain(): Promise<string | null> {
  const preferences = preferencesResultSchema.parse(await apiFetch<unknown>('app/preferences'));
  return storedDomainId(preferences[PREFERENCE_KEYS.defaultDomain]);
}

/** Stores the default domain (null: all areas). */
export async function saveDefaultDomain(id: string | null): Promise<void> {
  await apiFetch<unknown>(`app/preferences/${PREFERENCE_KEYS.defaultDomain}`, { method: 'PUT', body: { value: id } });
}

/** Names of subject areas by id, read through the ontology client. */
export async function loadDomainNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  // the data API's client loads only for users with subject areas, not with every first screen
  const { ontologyClient } = await import('../../features/ontology');
  const found = await ontologyClient.readByIds(ids);
  return Object.fromEntries(found.map((entity) => [entity.id, entity.name]));
}
