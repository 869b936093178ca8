import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState, type GuardUser } from './navigationGuard';
import { matchRoute } from '../../routes/routeTable';

const member: GuardUser = { isAuthenticated: true, isAdmin: false, app: 'onto', disabledRoutes: [], enabledRoutes: [] };
const admin: GuardUser = { ...member, isAdmin: true };
const student: GuardUser = { ...member, app: 'edu' };
const publicUser: GuardUser = { ...member, isAuthenticated: false };

function state(path: string, over: Partial<GuardState> = {}): GuardState {
  const [pathname = path, query = ''] = path.split('?');
  return {
    path: pathname,
    search: query ? `?${query}` : '',
    route: matchRoute(pathname)?.route ?? null,
    pluginPaths: [],
    oidc: false,
    hasToken: true,
    user: member,
    blockedRoutes: [],
    sections: {},
    ...over,
  };
}

describe('decideNavigation: the eight steps of platform spec §6 in order', () => {
  it.each<[string, GuardState, ReturnType<typeof decideNavigation>]>([
    // 1. OpenID: no token → provider sign-in with the origin path
    ['oidc without token', state('/class_list?tab=own', { oidc: true, hasToken: false, user: undefined }), { kind: 'oidcLogin', returnPath: '/class_list?tab=own' }],
    ['oidc with an ssoToken goes on to the exchange', state('/x?ssoToken=abc', { oidc: true, hasToken: false, user: undefined }), { kind: 'exchangeToken', jwtToken: null, ssoToken: 'abc', cleanedPath: '/x' }],
    ['oidc: a public page needs no token', state('/public/doc/1', { oidc: true, hasToken: false, user: undefined }), { kind: 'allow', plugin: false }],
    // 2. token exchange and removal from the query
    ['jwtToken removed, other params kept', state('/class_list?jwtToken=t&tab=own'), { kind: 'exchangeToken', jwtToken: 't', ssoToken: null, cleanedPath: '/class_list?tab=own' }],
    ['the exchange precedes blocking', state('/fca?jwtToken=t', { blockedRoutes: ['/fca'] }), { kind: 'exchangeToken', jwtToken: 't', ssoToken: null, cleanedPath: '/fca' }],
    // 3. the user is loaded on non-public layouts
    ['user not loaded yet', state('/class_list', { user: undefined }), { kind: 'loadUser' }],
    ['public layout does not load the user', state('/public/doctree/5', { user: undefined, hasToken: false }), { kind: 'allow', plugin: false }],
    // 4. static blocked list and disabledRoutes
    ['blocked route', state('/fca', { blockedRoutes: ['/fca'] }), { kind: 'accessDenied', reason: 'blocked' }],
    ['a known route does not wait for the plugins', state('/class_list', { pluginPaths: null }), { kind: 'allow', plugin: false }],
    ['an unknown path waits for the plugins to load', state('/reports-plus', { pluginPaths: null }), { kind: 'awaitPlugins' }],
    ['then it is a plugin route', state('/reports-plus', { pluginPaths: ['/reports-plus'] }), { kind: 'allow', plugin: true }],
    ['or not found', state('/reports-plus', { pluginPaths: [] }), { kind: 'notFound' }],
    ['a section turned off is blocked, by its address too', state('/settings/users', { user: admin, sections: { admin: false } }), { kind: 'accessDenied', reason: 'section' }],
    ['a section left on is open', state('/docs', { sections: { documents: true, admin: false } }), { kind: 'allow', plugin: false }],
    ['blocked by route pattern', state('/fca/12', { blockedRoutes: ['/fca/:id'] }), { kind: 'accessDenied', reason: 'blocked' }],
    ['blocked even for admins', state('/fca', { blockedRoutes: ['/fca'], user: admin }), { kind: 'accessDenied', reason: 'blocked' }],
    ['blocked before not-found', state('/nowhere', { blockedRoutes: ['/nowhere'] }), { kind: 'accessDenied', reason: 'blocked' }],
    ['disabled for the user', state('/dmn/7', { user: { ...member, disabledRoutes: ['/dmn/:id'] } }), { kind: 'accessDenied', reason: 'disabled' }],
    ['disabled by exact path', state('/dashboard', { user: { ...member, disabledRoutes: ['/dashboard'] } }), { kind: 'accessDenied', reason: 'disabled' }],
    // 5. unknown paths: plugin routes, else not found
    ['unknown path', state('/no-such-page'), { kind: 'notFound' }],
    ['plugin route', state('/example-plugin', { pluginPaths: ['/example-plugin'] }), { kind: 'allow', plugin: true }],
    ['plugin route with a parameter', state('/p/42', { pluginPaths: ['/p/:id'] }), { kind: 'allow', plugin: true }],
    ['plugin route needs sign-in', state('/example-plugin', { pluginPaths: ['/example-plugin'], user: null, hasToken: false }), { kind: 'signIn', returnPath: '/example-plugin' }],
    // 6. admin routes
    ['admin route, non-admin', state('/settings/users'), { kind: 'accessDenied', reason: 'admin' }],
    ['admin route, admin', state('/settings/users', { user: admin }), { kind: 'allow', plugin: false }],
    ['admin route enabled for the user', state('/settings/users', { user: { ...member, enabledRoutes: ['/settings/users'] } }), { kind: 'allow', plugin: false }],
    ['roles page is not admin-marked', state('/settings/roles'), { kind: 'allow', plugin: false }],
    ['admin route, nobody signed in → sign-in', state('/queryHistory', { user: null, hasToken: false }), { kind: 'signIn', returnPath: '/queryHistory' }],
    // 7. edu users only on edu routes
    ['edu user on an onto route', state('/class_list', { user: student }), { kind: 'accessDenied', reason: 'edu' }],
    ['edu user on an edu route', state('/edu/courses', { user: student }), { kind: 'allow', plugin: false }],
    ['edu user on a route of both apps', state('/user_profile', { user: student }), { kind: 'allow', plugin: false }],
    ['edu admin anywhere', state('/class_list', { user: { ...student, isAdmin: true } }), { kind: 'allow', plugin: false }],
    ['onto user on an edu route', state('/edu/flows'), { kind: 'allow', plugin: false }],
    // 8. sign-in with the return path
    ['no user', state('/class_list?tab=own', { user: null, hasToken: false }), { kind: 'signIn', returnPath: '/class_list?tab=own' }],
    ['the public user on an auth route', state('/class_list', { user: publicUser, hasToken: false }), { kind: 'signIn', returnPath: '/class_list' }],
    ['the public user on a public-layout route', state('/public/doc/3', { user: publicUser, hasToken: false }), { kind: 'allow', plugin: false }],
    ['no user on a no-auth route', state('/maintenance-mode', { user: null, hasToken: false }), { kind: 'allow', plugin: false }],
    ['signed in', state('/class_list/abc'), { kind: 'allow', plugin: false }],
  ])('%s', (_name, input, expected) => {
    expect(decideNavigation(input)).toEqual(expected);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/class_list', 'class_list'],
    ['/class_list/abc', 'class_list'],
    ['/class-hierarchy/1', 'class_hierarchy'],
    ['/ontomap/a/b', 'ontomap'],
    ['/public/structuredDoc/d', 'public_structuredDoc'],
    ['/public/structuredDoc/d/p', 'public_structuredDoc'],
    ['/structuredDocuments/comparePublications/a/b/c', 'structuredDocuments_compare'],
    ['/structuredDocuments/builder', 'structuredDocuments_builder'],
    ['/docs/view/1', 'docs_view'],
    ['/maintenance-mode', 'MaintenanceMode'],
    ['/limited-operation-mode', 'LimitedOperationMode'],
    ['/settings/views', 'settings_views'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('unknown paths match nothing', () => {
    expect(matchRoute('/class_list/a/b/c')).toBeNull();
  });
});
