import type { RouteDef } from '../../routes/routeTypes';

/** A screen quick launch can open: a route without parameters, with its title in the current language. */
export type LaunchableScreen = { name: string; path: string; title: string };

/** How well a title matches a query: lower is better; null means no match. */
export const MATCH_RANK = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, allWords: 4 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

// people type 'е' for 'ё' and rarely care about case or doubled spaces
export function normaliseForMatch(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

const words = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Exact, prefix, word-prefix, substring, or every query word starting some title word (case-insensitive, ё = е). */
export function rankMatch(title: string, query: string): MatchRank | null {
  const q = normaliseForMatch(query);
  if (!q) return null;
  const t = normaliseForMatch(title);
  if (t === q) return MATCH_RANK.exact;
  if (t.startsWith(q)) return MATCH_RANK.prefix;
  const titleWords = words(t);
  if (titleWords.some((w) => w.startsWith(q))) return MATCH_RANK.wordPrefix;
  if (t.includes(q)) return MATCH_RANK.substring;
  const queryWords = words(q);
  if (queryWords.length > 1 && queryWords.every((qw) => titleWords.some((w) => w.startsWith(qw)))) return MATCH_RANK.allWords;
  return null;
}

/** Screens whose title matches the query, best first (then shorter, then alphabetical), at most `limit`. */
export function matchScreens(screens: readonly LaunchableScreen[], query: string, limit: number): LaunchableScreen[] {
  const ranked: Array<{ screen: LaunchableScreen; rank: MatchRank }> = [];
  for (const screen of screens) {
    const rank = rankMatch(screen.title, query);
    if (rank !== null) ranked.push({ screen, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.screen.title.length - b.screen.title.length || a.screen.title.localeCompare(b.screen.title, 'ru'));
  return ranked.slice(0, limit).map((r) => r.screen);
}

// sign-in, callbacks and the service pages the platform sends people to are not places to go on purpose
const NOT_LAUNCHABLE = new Set(['access_denied']);

/** Routes quick launch offers as screens: no parameters, not an empty-layout service page, one per path. */
export function launchableRoutes(routes: readonly RouteDef[]): RouteDef[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (route.path.includes(':') || route.layout === 'empty' || NOT_LAUNCHABLE.has(route.name) || seen.has(route.path)) return false;
    seen.add(route.path);
    return true;
  });
}
