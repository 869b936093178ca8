import { matchPath } from 'react-router-dom';
import type { RouteDef } from './routeTypes';
import { serviceRoutes } from './serviceRoutes';
import { ontologyRoutes } from './ontologyRoutes';
import { analysisRoutes } from './analysisRoutes';
import { documentRoutes } from './documentRoutes';
import { eduRoutes } from './eduRoutes';
import { adminRoutes } from './adminRoutes';

/** Every route of platform spec §2. */
export const routeTable: readonly RouteDef[] = [...serviceRoutes, ...ontologyRoutes, ...analysisRoutes, ...documentRoutes, ...eduRoutes, ...adminRoutes];

// static segments outrank parameters, so '/class_list/x' never lands on a less specific route
const specificity = (path: string): number => path.split('/').reduce((score, part) => score + (part.startsWith(':') ? 1 : part ? 3 : 0), 0);
const bySpecificity = [...routeTable].sort((a, b) => specificity(b.path) - specificity(a.path));

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

// react-router compiles a route's pattern on every matchPath, and the menus and the guard ask about the
// same few dozen paths on every render (the first screen spent ~10 % of its script time here):
// only the routes that can match a path's first segment are tried, and the answers for the route
// table are kept, up to a bound, since the table never changes
const MATCHES_KEPT = 500;
const matches = new Map<string, RouteMatch | null>();
// matchPath compares static segments without regard to case
const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();
const anyFirstSegment = (segment: string): boolean => segment.startsWith(':') || segment.includes('*');
const bySegment = new Map<string, RouteDef[]>();
for (const route of bySpecificity) {
  const segment = firstSegment(route.path);
  bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
}
const wildFirst = bySpecificity.filter((route) => anyFirstSegment(firstSegment(route.path)));

/** The routes that may match a path, in the table's order: those of its first segment and those open to any. */
function candidates(pathname: string): readonly RouteDef[] {
  const own = bySegment.get(firstSegment(pathname)) ?? [];
  if (wildFirst.length === 0) return own;
  return bySpecificity.filter((route) => own.includes(route) || wildFirst.includes(route));
}

/** The route a path (without the base path) opens, with its parameters; null for an unknown path. */
export function matchRoute(pathname: string, table: readonly RouteDef[] = bySpecificity): RouteMatch | null {
  if (table !== bySpecificity) return firstMatch(pathname, table);
  if (!matches.has(pathname)) {
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(pathname, firstMatch(pathname, candidates(pathname)));
  }
  const kept = matches.get(pathname) ?? null;
  // a caller's own copy of the parameters: the kept answer stays as it was
  return kept && { route: kept.route, params: { ...kept.params } };
}

function firstMatch(pathname: string, table: readonly RouteDef[]): RouteMatch | null {
  for (const route of table) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { route, params };
    }
  }
  return null;
}

/** Whether a path matches a pattern (a route path or a plain path), as blocked and per-user route lists name them. */
export function pathMatches(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}
