import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Provider from 'oidc-provider';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './testServer';
import { hashPassword } from '../../collab-server/auth/passwords';

// A real OpenID provider (oidc-provider with its development sign-in and consent pages) on
// loopback; the test plays the browser: manual redirects and a cookie jar for the provider.

const CLIENT = { id: 'ontoweave', secret: 'ontoweave-client-secret' };
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'alice-sub': { preferred_username: 'alice', email: 'alice@example.org', email_verified: true, name: 'Алиса Смирнова' },
  'bob-sub': { email: 'bob@example.org', name: 'Боб' },
};

class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly providerOrigin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const sameProvider = url.startsWith(this.providerOrigin);
    const headers = new Headers(init.headers);
    if (sameProvider && this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (sameProvider) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name, value);
        else this.cookies.delete(name);
      }
    }
    return res;
  }

  /**
   * Follows redirects from `url`, signing in as `account` and consenting on the provider's pages,
   * until a redirect leaves the provider for `stopAt`; returns that URL.
   */
  async signInAt(url: string, account: string, stopAt: string): Promise<string> {
    let next = url;
    for (let step = 0; step < 20; step += 1) {
      if (next.startsWith(stopAt)) return next;
      const res = await this.fetch(next);
      if (res.status >= 300 && res.status < 400) {
        next = new URL(res.headers.get('location')!, next).href;
        continue;
      }
      const html = await res.text();
      expect(res.status, html.slice(0, 500)).toBe(200);
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      expect(action && prompt, html.slice(0, 500)).toBeTruthy();
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt: prompt! });
      const posted = await this.fetch(new URL(action!, next).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      expect(posted.status).toBeGreaterThanOrEqual(300);
      next = new URL(posted.headers.get('location')!, next).href;
    }
    throw new Error('the sign-in did not come back to the app');
  }
}

describe('OpenID Connect sign-in against a real provider', () => {
  let providerServer: http.Server;
  let issuer: string;
  let server: TestServer;
  let callbackUrl: string;

  const startLogin = (returnTo: string) => fetch(`${server.api}/auth/oidc/login?return=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
  const checkAuth = async (authorization: string) => (await fetch(`${server.api}/auth/check-auth`, { headers: { authorization } })).json();
  const stateCount = async () => (await server.ctx.db.selectFrom('oidc_states').select('state').execute()).length;

  /** The whole flow: our login → provider → our callback → the app with an ssoToken → jwtToken. */
  async function signInThroughProvider(account: string, returnTo = '/'): Promise<{ landing: URL; jwtToken: string }> {
    const start = await startLogin(returnTo);
    expect(start.status).toBe(302);
    const browser = new Browser(issuer);
    const callback = await browser.signInAt(start.headers.get('location')!, account, callbackUrl);
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status, await back.clone().text()).toBe(302);
    const landing = new URL(back.headers.get('location')!, server.url);
    const ssoToken = landing.searchParams.get('ssoToken')!;
    const exchanged = await fetch(`${server.api}/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`);
    expect(exchanged.status).toBe(200);
    return { landing, jwtToken: (await exchanged.json()).jwtToken };
  }

  beforeAll(async () => {
    let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
    providerServer = http.createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;

    server = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret, BASE_PATH: '/kb' });
    callbackUrl = `${server.url}/kb/api/auth/oidc/callback`;
    // a local account already holds the login the provider suggests for alice
    await server.ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), login: 'alice', name: 'Другая Алиса', email: null, password_hash: await hashPassword('local-password'), oidc_sub: null, delete_account_request_date: null, license_expiration_date: null })
      .execute();

    const provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: [callbackUrl], grant_types: ['authorization_code'], response_types: ['code'] }],
      findAccount: async (_ctx, id) => (ACCOUNTS[id] ? { accountId: id, claims: async () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined),
      claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
      cookies: { keys: ['oidc-test-cookie-key'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    });
    handler = provider.callback();
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => providerServer?.close(resolve));
  });

  it('announces OpenID sign-in in /auth/config', async () => {
    expect(await (await fetch(`${server.api}/auth/config`)).json()).toEqual({ oidc: true, publicUser: false, loginPath: '/kb/sso/login' });
  });

  it('redirects to the provider with PKCE, state, nonce and the openid profile email scopes', async () => {
    const res = await startLogin('/');
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: callbackUrl,
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
    const session = await server.ctx.db.selectFrom('sessions').select('kind').where('id', '=', (await server.ctx.tokens.verify(jwtToken))!).executeTakeFirstOrThrow();
    expect(session.kind).toBe('oidc');
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

  it('refuses the same callback twice (the state is single use)', async () => {
    const start = await startLogin('/');
    const callback = await new Browser(issuer).signInAt(start.headers.get('location')!, 'alice-sub', callbackUrl);
    expect((await fetch(callback, { redirect: 'manual' })).status).toBe(302);
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toMatch(/устарел или уже завершён/);
  });

  it('refuses a stale state, an unknown state and a provider error, writing no session', async () => {
    const sessionsBefore = await server.ctx.db.selectFrom('sessions').select('id').execute();
    const stale = new URL((await startLogin('/')).headers.get('location')!).searchParams.get('state')!;
    await sql`update oidc_states set created_at = now() - interval '11 minutes' where state = ${stale}`.execute(server.ctx.db);
    expect((await fetch(`${callbackUrl}?code=x&state=${stale}`, { redirect: 'manual' })).status).toBe(400);
    expect((await fetch(`${callbackUrl}?code=x&state=unknown`, { redirect: 'manual' })).status).toBe(400);
    expect((await fetch(`${callbackUrl}?code=x`, { redirect: 'manual' })).status).toBe(400);

    const denied = new URL((await startLogin('/')).headers.get('location')!).searchParams.get('state')!;
    const res = await fetch(`${callbackUrl}?error=access_denied&error_description=User%20said%20no&state=${denied}`, { redirect: 'manual' });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Не удалось войти через OpenID Connect: User said no');
    const forged = new URL((await startLogin('/')).headers.get('location')!).searchParams.get('state')!;
    expect((await fetch(`${callbackUrl}?code=forged-code&state=${forged}&iss=${encodeURIComponent(issuer)}`, { redirect: 'manual' })).status).toBe(401);
    expect(await server.ctx.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
  });

  it.each([['//evil.example/'], ['https://evil.example/'], ['/\\evil.example'], ['relative/path']])(
    'answers 400 to the return path %s and saves no state',
    async (returnTo) => {
      const before = await stateCount();
      const res = await startLogin(returnTo);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/return/);
      expect(await stateCount()).toBe(before);
    },
  );
});
