import { apiFetch } from '../../api/apiFetch';
import { recentLinksResultSchema, type RecentLink, type VisitRecentLink } from '../../../realtime/protocol/shell/recentLinks';

/** The caller's recent links, pinned first (GET app/recent-links). */
export async function fetchRecentLinks(): Promise<RecentLink[]> {
  return recentLinksResultSchema.parse(await apiFetch<unknown>('app/recent-links'));
}

export async function pinRecentLink(link: string, pinned: boolean): Promise<void> {
  await apiFetch<unknown>('app/recent-links', { method: 'PATCH', body: { link, pinned } });
}

export async function removeRecentLink(link: string): Promise<void> {
  await apiFetch<unknown>(`app/recent-links?link=${encodeURIComponent(link)}`, { method: 'DELETE' });
}

/**
 * Records that the user opened an object's page, so it tops their recent links. Screens call it
 * when an object opens; a failure must not disturb the screen, so it is only logged.
 */
export async function recordRecentLink(link: string, objectName: string, businessEntity = '', icon = ''): Promise<void> {
  const body: VisitRecentLink = { link, objectName, businessEntity, icon };
  try {
    await apiFetch<unknown>('app/recent-links', { method: 'POST', body });
  } catch (error) {
    console.error('Could not record the recent link', link, error);
  }
}
