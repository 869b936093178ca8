import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { OidcBrowser } from './oidcBrowser';
import { hashPassword } from '../../collab-server/auth/passwords';
import { generateLicenseKeys, signLicense } from '../../collab-server/auth/license';
import { OIDC_TEST_CLIENT, startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider';

// A real OpenID provider (tests/fixtures/oidcProvider.ts) on loopback; OidcBrowser plays the browser.

const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret, ...extra });
const callbackOf = (server: TestServer) => `${server.api}/auth/oidc/callback`;
const startLogin = (server: TestServer, returnTo: string) => fetch(`${server.api}/auth/oidc/login?return=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
const locationOf = (res: Response) => res.headers.get('location') ?? '';

describe('OpenID Connect sign-in against a real provider', () => {
  let provider: TestOidcProvider;
  let server: TestServer;
  /** Licence for one user at a time, to meet the limit on the OpenID callback. */
  let licensed: TestServer;
  /** Configured with a provider that does not answer. */
  let unreachable: TestServer;

  const checkAuth = async (authorization: string) => (await fetch(`${server.api}/auth/check-auth`, { headers: { authorization } })).json();
  const stateCount = async () => (await server.ctx.db.selectFrom('oidc_states').select('state').execute()).length;

  /** Our login → provider → our callback: returns the callback's redirect. */
  async function callbackRedirect(target: TestServer, account: string, returnTo = '/'): Promise<Response> {
    const start = await startLogin(target, returnTo);
    expect(start.status).toBe(302);
    const callback = await new OidcBrowser(provider.issuer).followUntil(locationOf(start), callbackOf(target), account);
    return fetch(callback, { redirect: 'manual' });
  }

  /** The whole flow, ending with the ssoToken exchanged for a jwtToken. */
  async function signInThroughProvider(account: string, returnTo = '/'): Promise<{ landing: URL; jwtToken: string }> {
    const back = await callbackRedirect(server, account, returnTo);
    expect(back.status, await back.clone().text()).toBe(302);
    const landing = new URL(locationOf(back), server.url);
    const exchanged = await fetch(`${server.api}/auth/check-auth?ssoToken=${encodeURIComponent(landing.searchParams.get('ssoToken')!)}`);
    expect(exchanged.status).toBe(200);
    return { landing, jwtToken: (await exchanged.json()).jwtToken };
  }

  beforeAll(async () => {
    provider = await startOidcProvider();
    const { privateKey, publicKeyPem } = await generateLicenseKeys();
    const license = await signLicense(privateKey, { licensee: 'oidc test', maxUsers: 1, expiresAt: new Date(Date.now() + 86_400_000) });
    [server, licensed, unreachable] = await Promise.all([
      startTestServer(oidcEnv(provider.issuer, { BASE_PATH: '/kb' })),
      startTestServer(oidcEnv(provider.issuer, { LICENSE: license, LICENSE_PUBLIC_KEY: publicKeyPem })),
      startTestServer(oidcEnv('http://127.0.0.1:9')),
    ]);
    provider.registerClient({ redirectUris: [callbackOf(server), callbackOf(licensed)], postLogoutRedirectUris: [] });
    // a local account already holds the login the provider suggests for alice
    await server.ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), login: 'alice', name: 'Другая Алиса', email: null, password_hash: await hashPassword('local-password'), oidc_sub: null, delete_account_request_date: null, license_expiration_date: null })
      .execute();
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), licensed?.stop(), unreachable?.stop()]);
    await provider?.stop();
  });

  it('announces OpenID sign-in in /auth/config', async () => {
    expect(await (await fetch(`${server.api}/auth/config`)).json()).toEqual({ oidc: true, publicUser: false, loginPath: '/kb/sso/login' });
  });

  it('redirects to the provider with PKCE, state, nonce and the openid profile email scopes', async () => {
    const location = new URL(locationOf(await startLogin(server, '/')));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: OIDC_TEST_CLIENT.id,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: callbackOf(server),
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    const saved = await server.ctx.db.selectFrom('oidc_states').selectAll().where('state', '=', location.searchParams.get('state')!).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ nonce: location.searchParams.get('nonce'), return_to: '/' });
  });

  it('signs a new user in end to end, creating an account with a free login, and returns to the path with its query', async () => {
    const { landing, jwtToken } = await signInThroughProvider('alice-sub', '/ontology/classes?tab=2#top');
    expect(landing.pathname).toBe('/kb/ontology/classes');
    expect(landing.searchParams.get('tab')).toBe('2');
    expect(landing.hash).toBe('#top');
    const me = await checkAuth(`Bearer ${jwtToken}`);
    expect(me).toMatchObject({ login: 'alice-2', name: 'Алиса Смирнова', isAuthenticated: true, isPublic: false, accessToken: jwtToken });
    const row = await server.ctx.db.selectFrom('users').select(['email', 'oidc_sub', 'password_hash']).where('login', '=', 'alice-2').executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'alice@example.org', oidc_sub: 'alice-sub', password_hash: null });
    // an account made by its first sign-in starts with the new-user roles: it reads
    const roles = await server.ctx.db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').innerJoin('users', 'users.id', 'user_roles.user_id').select('roles.code').where('users.login', '=', 'alice-2').execute();
    expect(roles.map((r) => r.code)).toEqual(['reader']);
    // the session keeps the provider's ID token (a JWT naming alice) for signing out at the provider
    const session = await server.ctx.db.selectFrom('sessions').select(['kind', 'id_token']).where('id', '=', (await server.ctx.tokens.verify(jwtToken))!).executeTakeFirstOrThrow();
    expect(session.kind).toBe('oidc');
    expect(JSON.parse(Buffer.from(session.id_token!.split('.')[1]!, 'base64url').toString())).toMatchObject({ sub: 'alice-sub', aud: OIDC_TEST_CLIENT.id });
    // the OpenID account has no password: the built-in sign-in cannot be used for it
    const local = await fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'alice-2', password: 'any-password' }) });
    expect(local.status).toBe(401);
  });

  it('finds the same account on the next sign-in, and takes the email when there is no preferred_username', async () => {
    const before = await server.ctx.db.selectFrom('users').select('id').execute();
    const again = await signInThroughProvider('alice-sub');
    expect((await checkAuth(`Bearer ${again.jwtToken}`)).login).toBe('alice-2');
    expect(await server.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);

    const bob = await signInThroughProvider('bob-sub');
    expect(await checkAuth(`Bearer ${bob.jwtToken}`)).toMatchObject({ login: 'bob@example.org', name: 'Боб' });
  });

  it('sends a replayed callback (the state is single use) to the sign-in page with oidc_state_expired', async () => {
    const start = await startLogin(server, '/docs');
    const callback = await new OidcBrowser(provider.issuer).followUntil(locationOf(start), callbackOf(server), 'alice-sub');
    expect((await fetch(callback, { redirect: 'manual' })).status).toBe(302);
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(locationOf(replay)).toBe('/kb/sso/login?return=%2F&error=oidc_state_expired');
  });

  it('sends a stale, unknown or missing state, a provider error and a forged code to the sign-in page, writing no session', async () => {
    const sessionsBefore = await server.ctx.db.selectFrom('sessions').select('id').execute();
    const callback = (query: string) => fetch(`${callbackOf(server)}?${query}`, { redirect: 'manual' });
    const stateOf = async (returnTo: string) => new URL(locationOf(await startLogin(server, returnTo))).searchParams.get('state')!;

    const stale = await stateOf('/');
    await sql`update oidc_states set created_at = now() - interval '11 minutes' where state = ${stale}`.execute(server.ctx.db);
    for (const query of [`code=x&state=${stale}`, 'code=x&state=unknown', 'code=x', `state=${'x'.repeat(600)}`]) {
      const res = await callback(query);
      expect(res.status).toBe(302);
      expect(locationOf(res)).toBe('/kb/sso/login?return=%2F&error=oidc_state_expired');
    }

    const denied = await callback(`error=access_denied&error_description=User%20said%20no&state=${await stateOf('/search?q=1')}`);
    expect(locationOf(denied)).toBe('/kb/sso/login?return=%2Fsearch%3Fq%3D1&error=oidc_failed');
    const forged = await callback(`code=forged-code&state=${await stateOf('/')}&iss=${encodeURIComponent(provider.issuer)}`);
    expect(locationOf(forged)).toBe('/kb/sso/login?return=%2F&error=oidc_failed');
    expect(await server.ctx.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
  });

  it('sends the browser to the sign-in page with license_limit when the licence has no room, keeping no new account', async () => {
    await licensed.signIn('admin', ADMIN_PASSWORD);
    const usersBefore = await licensed.ctx.db.selectFrom('users').select('id').execute();
    const back = await callbackRedirect(licensed, 'carol-sub', '/docs?id=1');
    expect(back.status).toBe(302);
    expect(locationOf(back)).toBe('/sso/login?return=%2Fdocs%3Fid%3D1&error=license_limit');
    expect(await licensed.ctx.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
    expect(await licensed.ctx.db.selectFrom('sessions').select('id').where('kind', '=', 'oidc').execute()).toEqual([]);
  });

  it('sends the browser to the sign-in page with oidc_unavailable when the provider cannot be reached', async () => {
    const res = await startLogin(unreachable, '/ontology');
    expect(res.status).toBe(302);
    expect(locationOf(res)).toBe('/sso/login?return=%2Fontology&error=oidc_unavailable');
    expect(await unreachable.ctx.db.selectFrom('oidc_states').select('state').execute()).toEqual([]);
  });

  it.each([['//evil.example/'], ['https://evil.example/'], ['/\\evil.example'], ['relative/path']])(
    'answers 400 to the return path %s and saves no state',
    async (returnTo) => {
      const before = await stateCount();
      const res = await startLogin(server, returnTo);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/return/);
      expect(await stateCount()).toBe(before);
    },
  );
});
