import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { OidcBrowser, signInWithOidc } from './oidcBrowser';
import { OIDC_TEST_CLIENT, startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider';

// The silent renewal the app runs in a hidden frame shortly before its session ends (platform spec
// §7): prompt=none at the provider, back through our callback to the silent-done page, which hands
// a new ssoToken to the app. OidcBrowser plays the frame, with the provider's cookies.
describe('OpenID silent renewal against a real provider', () => {
  let provider: TestOidcProvider;
  let server: TestServer;
  const callback = () => `${server.api}/auth/oidc/callback`;

  beforeAll(async () => {
    provider = await startOidcProvider();
    server = await startTestServer({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret });
    provider.registerClient({ redirectUris: [callback()], postLogoutRedirectUris: [] });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** Our login with prompt=none → the provider (no page may be shown) → our callback → where it sends the frame. */
  async function renew(browser: OidcBrowser): Promise<URL> {
    const start = await fetch(`${server.api}/auth/oidc/login?prompt=none&return=%2F`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const toProvider = new URL(start.headers.get('location') ?? '');
    expect(toProvider.searchParams.get('prompt')).toBe('none');
    const back = await browser.followUntil(toProvider.href, callback(), '');
    const done = await fetch(back, { redirect: 'manual' });
    expect(done.status).toBe(302);
    return new URL(done.headers.get('location') ?? '', server.url);
  }

  it('renews a live provider session without showing anything, into a new session of the same user', async () => {
    const browser = new OidcBrowser(provider.issuer);
    const first = await signInWithOidc(browser, server.api, 'alice-sub');
    const before = await (await fetch(`${server.api}/auth/check-auth`, { headers: { authorization: `Bearer ${first.jwtToken}` } })).json();

    const done = await renew(browser);
    expect(done.pathname).toBe('/api/auth/oidc/silent-done');
    const ssoToken = done.searchParams.get('ssoToken') ?? '';
    expect(ssoToken).not.toBe('');

    // the page hands the token to the parent frame, on this origin only
    const page = await fetch(done);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(`{"type":"ontoweave:silent-renew","ssoToken":"${ssoToken}"}, window.location.origin`);

    const exchanged = await (await fetch(`${server.api}/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`)).json();
    const after = await (await fetch(`${server.api}/auth/check-auth`, { headers: { authorization: `Bearer ${exchanged.jwtToken}` } })).json();
    expect(after).toMatchObject({ id: before.id, login: before.login, isAuthenticated: true });
    expect(exchanged.jwtToken).not.toBe(first.jwtToken);
    expect(Date.parse(after.sessionExpiresAt)).toBeGreaterThanOrEqual(Date.parse(before.sessionExpiresAt));
  });

  it('without a provider session the renewal fails quietly: the page says so and signs nobody in', async () => {
    const sessions = async () => (await server.ctx.db.selectFrom('sessions').select('id').execute()).length;
    const count = await sessions();
    const done = await renew(new OidcBrowser(provider.issuer));
    expect(done.pathname).toBe('/api/auth/oidc/silent-done');
    expect(done.searchParams.get('error')).toBe('oidc_failed');
    expect(await (await fetch(done)).text()).toContain('"error":"oidc_failed"');
    expect(await sessions()).toBe(count);
  });

  it('refuses a silent-done address that carries neither a token nor a known error', async () => {
    for (const query of ['', '?error=whatever', '?ssoToken=a&error=oidc_failed']) {
      const res = await fetch(`${server.api}/auth/oidc/silent-done${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
