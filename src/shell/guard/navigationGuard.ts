import type { RouteDef } from '../../routes/routeTypes';
import { pathMatches } from '../../routes/routeTable';

/** What the guard knows when it decides; the runner fills it in step by step. */
export type GuardState = {
  /** The path inside the app (without the base path) and its query string ('' or '?a=b'). */
  path: string;
  search: string;
  /** The route of the table the path matches; null for an unknown path. */
  route: RouteDef | null;
  /** Route paths the loaded plugins serve (type global); null while the plugins are still loading. */
  pluginPaths: readonly string[] | null;
  oidc: boolean;
  /** A token is stored (the OpenID access check of step 1 passes with one). */
  hasToken: boolean;
  /** undefined: not loaded yet; null: loading found no user (and no public user). */
  user: GuardUser | null | undefined;
  blockedRoutes: readonly string[];
  /** Whether each section is accessible (settings.sections); a route of a section turned off is blocked. */
  sections: Readonly<Record<string, boolean>>;
};

export type GuardUser = {
  isAuthenticated: boolean;
  isAdmin: boolean;
  app: 'onto' | 'edu';
  disabledRoutes: readonly string[];
  enabledRoutes: readonly string[];
};

export type GuardDecision =
  /** Step 1: OpenID sign-in, carrying the origin path. */
  | { kind: 'oidcLogin'; returnPath: string }
  /** Step 2: exchange the token in the query, then go to the cleaned path. */
  | { kind: 'exchangeToken'; jwtToken: string | null; ssoToken: string | null; cleanedPath: string }
  /** Step 3: load the user from the stored token (or the public user). */
  | { kind: 'loadUser' }
  /** Steps 4, 6, 7. */
  | { kind: 'accessDenied'; reason: 'blocked' | 'section' | 'disabled' | 'admin' | 'edu' }
  /** Step 5: no route and no plugin route. */
  | { kind: 'notFound' }
  /** Step 5, before the plugins have loaded: an unknown path may be one of theirs. */
  | { kind: 'awaitPlugins' }
  /** Step 8: the single sign-on page with the return path encoded. */
  | { kind: 'signIn'; returnPath: string }
  | { kind: 'allow'; plugin: boolean };

const TOKEN_PARAMS = ['jwtToken', 'ssoToken'] as const;

function withoutTokens(path: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of TOKEN_PARAMS) params.delete(name);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

const listed = (list: readonly string[], state: GuardState): boolean =>
  list.some((pattern) => pathMatches(pattern, state.path) || (state.route !== null && pattern === state.route.path));

/**
 * The navigation guard of platform spec §6, as one pure step: given what is known, the next thing
 * to do. The runner performs loading actions and asks again until it gets a final decision, so
 * the eight steps always apply in order.
 */
export function decideNavigation(state: GuardState): GuardDecision {
  const { route } = state;
  const pluginMatch = route === null && (state.pluginPaths ?? []).some((p) => pathMatches(p, state.path));
  // plugin routes (type global) use the main layout and require authentication
  const requiresAuth = route ? route.auth : true;
  const publicLayout = route?.layout === 'public';
  const query = new URLSearchParams(state.search);
  const jwtToken = query.get('jwtToken');
  const ssoToken = query.get('ssoToken');
  const returnPath = withoutTokens(state.path, state.search);

  // 1. with OpenID, access needs a token (or the one-time token the provider's callback hands over)
  if (state.oidc && requiresAuth && !publicLayout && !state.hasToken && !ssoToken && !jwtToken) return { kind: 'oidcLogin', returnPath };
  // 2.
  if (jwtToken || ssoToken) return { kind: 'exchangeToken', jwtToken, ssoToken, cleanedPath: returnPath };
  // 3.
  if (!publicLayout && state.user === undefined) return { kind: 'loadUser' };
  const user = state.user ?? null;
  // 4.
  if (listed(state.blockedRoutes, state)) return { kind: 'accessDenied', reason: 'blocked' };
  if (route?.section && state.sections[route.section] === false) return { kind: 'accessDenied', reason: 'section' };
  if (user && listed(user.disabledRoutes, state)) return { kind: 'accessDenied', reason: 'disabled' };
  // 5.
  if (route === null && !pluginMatch) return state.pluginPaths === null ? { kind: 'awaitPlugins' } : { kind: 'notFound' };
  // 6.
  if (route?.admin && !user?.isAdmin && !(user && listed(user.enabledRoutes, state))) {
    return user?.isAuthenticated ? { kind: 'accessDenied', reason: 'admin' } : { kind: 'signIn', returnPath };
  }
  // 7.
  if (user?.app === 'edu' && !user.isAdmin && route && !route.apps.includes('edu')) return { kind: 'accessDenied', reason: 'edu' };
  // 8.
  if (!state.oidc && requiresAuth && !user?.isAuthenticated) return { kind: 'signIn', returnPath };
  if (state.oidc && requiresAuth && !user?.isAuthenticated) return { kind: 'oidcLogin', returnPath };
  return { kind: 'allow', plugin: pluginMatch };
}
