/**
 * A user's recent links (platform spec §3, §9): one entry per object, at most RECENT_LINKS_MAX,
 * pinned first, then the most recently opened. The server applies these rules to the stored list
 * inside a transaction and the browser uses the same order, so both always show the same list.
 * Which links are one entry is recentLinksIdentity.ts's business.
 */
import { RECENT_LINKS_MAX, type RecentLink, type VisitRecentLink } from '../realtime/protocol/shell/recentLinks';
import { recentLinkIdentity } from './recentLinksIdentity';

const openedAt = (link: RecentLink): number => Date.parse(link.dt);
const keyOf = (link: string): string => recentLinkIdentity(link).key;

/** Pinned first, then newest first; equal times by link, so every process orders them alike. */
export function compareRecentLinks(a: RecentLink, b: RecentLink): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const byTime = openedAt(b) - openedAt(a);
  if (byTime !== 0) return byTime;
  return a.link < b.link ? -1 : a.link > b.link ? 1 : 0;
}

/**
 * Display order with one entry per object: of links to the same object (a list stored before the
 * identity rule, or two tabs), the one that sorts first stays — the pinned one, else the newest.
 */
export function orderRecentLinks(list: readonly RecentLink[]): RecentLink[] {
  const seen = new Set<string>();
  return [...list].sort(compareRecentLinks).filter((l) => {
    const key = keyOf(l.link);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Cuts the list to `max`, always keeping the entry of `keep` (the link just opened). The others are
 * kept in display order, so unpinned links go, oldest first, before any pinned one; only when pinned
 * links alone fill the list does the least recently opened pinned link make room — a link the user
 * has just opened is never the one that silently disappears.
 */
export function trimRecentLinks(list: readonly RecentLink[], keep: string, max = RECENT_LINKS_MAX): RecentLink[] {
  const ordered = orderRecentLinks(list);
  if (ordered.length <= max) return ordered;
  const keepKey = keyOf(keep);
  const kept = ordered.find((l) => keyOf(l.link) === keepKey);
  const others = ordered.filter((l) => l !== kept).slice(0, kept ? max - 1 : max);
  return orderRecentLinks(kept ? [kept, ...others] : others);
}

/**
 * The user opened `visit.link` at `now`: its object's entry is added or refreshed — it takes the
 * link, name and icon just opened and keeps its pin — and the list is trimmed.
 */
export function applyVisit(list: readonly RecentLink[], visit: VisitRecentLink, now: Date, max = RECENT_LINKS_MAX): RecentLink[] {
  const key = keyOf(visit.link);
  const previous = orderRecentLinks(list).find((l) => keyOf(l.link) === key);
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
  return trimRecentLinks([visited, ...list.filter((l) => keyOf(l.link) !== key)], visit.link, max);
}

/** Pins or unpins the entry of a link (any link to its object); null when the list has no such entry. */
export function setPinned(list: readonly RecentLink[], link: string, pinned: boolean): RecentLink[] | null {
  const key = keyOf(link);
  if (!list.some((l) => keyOf(l.link) === key)) return null;
  return orderRecentLinks(list.map((l) => (keyOf(l.link) === key ? { ...l, pinned } : l)));
}

/** Drops the entry of a link (any link to its object); null when the list has no such entry. */
export function removeRecentLink(list: readonly RecentLink[], link: string): RecentLink[] | null {
  const key = keyOf(link);
  if (!list.some((l) => keyOf(l.link) === key)) return null;
  return orderRecentLinks(list.filter((l) => keyOf(l.link) !== key));
}

/**
 * What the user is shown: the list in display order without the links they cannot follow (an
 * object deleted, a page they may not open), at most `max`. The server also drops such links from
 * the stored list the next time it changes, so they do not hold places of the fifteen.
 */
export function visibleRecentLinks(list: readonly RecentLink[], isAvailable: (link: RecentLink) => boolean, max = RECENT_LINKS_MAX): RecentLink[] {
  return orderRecentLinks(list).filter(isAvailable).slice(0, max);
}
