/**
 * A user's recent links (platform spec §3, §9): at most RECENT_LINKS_MAX, pinned first, then the
 * most recently opened. The server applies these rules to the stored list inside a transaction and
 * the browser uses the same order, so both always show the same list.
 */
import { RECENT_LINKS_MAX, type RecentLink, type VisitRecentLink } from '../realtime/protocol/shell/recentLinks';

const openedAt = (link: RecentLink): number => Date.parse(link.dt);

/** Pinned first, then newest first; equal times by link, so every process orders them alike. */
export function compareRecentLinks(a: RecentLink, b: RecentLink): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const byTime = openedAt(b) - openedAt(a);
  if (byTime !== 0) return byTime;
  return a.link < b.link ? -1 : a.link > b.link ? 1 : 0;
}

export function orderRecentLinks(list: readonly RecentLink[]): RecentLink[] {
  return [...list].sort(compareRecentLinks);
}

/**
 * Cuts the list to `max`, always keeping the link `keep` (the one just opened). The others are kept
 * in display order, so unpinned links go, oldest first, before any pinned one; only when pinned
 * links alone fill the list does the least recently opened pinned link make room — a link the user
 * has just opened is never the one that silently disappears.
 */
export function trimRecentLinks(list: readonly RecentLink[], keep: string, max = RECENT_LINKS_MAX): RecentLink[] {
  const ordered = orderRecentLinks(list);
  if (ordered.length <= max) return ordered;
  const kept = ordered.find((l) => l.link === keep);
  const others = ordered.filter((l) => l.link !== keep).slice(0, kept ? max - 1 : max);
  return orderRecentLinks(kept ? [kept, ...others] : others);
}

/** The user opened `visit.link` at `now`: it is added or refreshed (keeping its pin) and the list trimmed. */
export function applyVisit(list: readonly RecentLink[], visit: VisitRecentLink, now: Date, max = RECENT_LINKS_MAX): RecentLink[] {
  const previous = list.find((l) => l.link === visit.link);
  // strictly after every stored visit, so two visits in one millisecond keep the order they came in
  const latest = Math.max(now.getTime() - 1, ...list.map(openedAt).filter((t) => Number.isFinite(t)));
  const visited: RecentLink = {
    link: visit.link,
    objectName: visit.objectName,
    businessEntity: visit.businessEntity,
    icon: visit.icon,
    dt: new Date(latest + 1).toISOString(),
    pinned: previous?.pinned ?? false,
  };
  return trimRecentLinks([visited, ...list.filter((l) => l.link !== visit.link)], visit.link, max);
}

/** Pins or unpins a link; null when the list has no such link. */
export function setPinned(list: readonly RecentLink[], link: string, pinned: boolean): RecentLink[] | null {
  if (!list.some((l) => l.link === link)) return null;
  return orderRecentLinks(list.map((l) => (l.link === link ? { ...l, pinned } : l)));
}

/** Drops a link; null when the list has no such link. */
export function removeRecentLink(list: readonly RecentLink[], link: string): RecentLink[] | null {
  if (!list.some((l) => l.link === link)) return null;
  return orderRecentLinks(list.filter((l) => l.link !== link));
}
