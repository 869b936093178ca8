import { apiFetch } from '../../api/apiFetch';
import { PREFERENCE_KEYS, preferencesResultSchema } from '../../../realtime/protocol/profile/preferences';
import { storedDomainId } from './domainChoices';
import { slotFilling } from '../featureHost/featureHost';

/** The user's default domain from GET app/preferences. */
export async function loadDefaultDomain(): Promise<string | null> {
  const preferences = preferencesResultSchema.parse(await apiFetch<unknown>('app/preferences'));
  return storedDomainId(preferences[PREFERENCE_KEYS.defaultDomain]);
}

/** Stores the default domain (null: all areas). */
export async function saveDefaultDomain(id: string | null): Promise<void> {
  await apiFetch<unknown>(`app/preferences/${PREFERENCE_KEYS.defaultDomain}`, { method: 'PUT', body: { value: id } });
}

/** Names of subject areas by id, read through the ontology feature's slot. */
export async function loadDomainNames(ids: readonly string[]): Promise<Record<string, string>> {
  const entityNames = slotFilling('entityNames');
  if (ids.length === 0 || !entityNames) return {};
  return entityNames(ids);
}
