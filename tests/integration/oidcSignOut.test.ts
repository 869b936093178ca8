import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { OidcBrowser, signInWithOidc } from './oidcBrowser';
import { OIDC_TEST_CLIENT, startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider';

// Signing out: POST /api/auth/logout revokes our session and, for an OpenID session, answers with
// the provider's end-session URL; the provider comes back to GET /api/auth/oidc/signed-out.

const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret, ...extra });

async function logout(server: TestServer, authorization: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.api}/auth/logout`, {
    method: 'POST',
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('signing out of an OpenID session', () => {
  let provider: TestOidcProvider;
  /** A provider without an end-session endpoint. */
  let plainProvider: TestOidcProvider;
  let server: TestServer;
  let plainServer: TestServer;

  const sessionOf = async (target: TestServer, jwtToken: string) =>
    target.ctx.db.selectFrom('sessions').select(['revoked_at', 'id_token']).where('id', '=', (await target.ctx.tokens.verify(jwtToken))!).executeTakeFirstOrThrow();
  const checkAuthStatus = async (target: TestServer, authorization: string) => (await fetch(`${target.api}/auth/check-auth`, { headers: { authorization } })).status;

  beforeAll(async () => {
    [provider, plainProvider] = await Promise.all([startOidcProvider(), startOidcProvider({ endSession: false })]);
    [server, plainServer] = await Promise.all([startTestServer(oidcEnv(provider.issuer, { BASE_PATH: '/kb' })), startTestServer(oidcEnv(plainProvider.issuer))]);
    provider.registerClient({ redirectUris: [`${server.api}/auth/oidc/callback`], postLogoutRedirectUris: [`${server.api}/auth/oidc/signed-out`] });
    plainProvider.registerClient({ redirectUris: [`${plainServer.api}/auth/oidc/callback`], postLogoutRedirectUris: [] });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), plainServer?.stop()]);
    await Promise.all([provider?.stop(), plainProvider?.stop()]);
  });

  it('revokes the session, forgets the ID token and sends the browser to the provider, which signs out and comes back', async () => {
    const browser = new OidcBrowser(provider.issuer);
    const { jwtToken } = await signInWithOidc(browser, server.api, 'alice-sub');
    const { id_token: idToken } = await sessionOf(server, jwtToken);
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const res = await logout(server, `Bearer ${jwtToken}`, { return: '/ontology?tab=2' });
    expect(res.status).toBe(200);
    const redirect = new URL(res.body.redirect);
    expect(redirect.origin).toBe(provider.issuer);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      client_id: OIDC_TEST_CLIENT.id,
      id_token_hint: idToken,
      post_logout_redirect_uri: `${server.api}/auth/oidc/signed-out`,
      state: '/ontology?tab=2',
    });
    expect(await sessionOf(server, jwtToken)).toMatchObject({ revoked_at: expect.any(Date), id_token: null });
    expect(await checkAuthStatus(server, `Bearer ${jwtToken}`)).toBe(401);

    // the provider confirms, ends its own session and sends the browser back to us
    const signedOut = await browser.followUntil(res.body.redirect, `${server.api}/auth/oidc/signed-out`);
    expect(new URL(signedOut).searchParams.get('state')).toBe('/ontology?tab=2');
    const back = await fetch(signedOut, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/kb/sso/login?return=%2Fontology%3Ftab%3D2');

    // signing in again needs the password at the provider: its session is gone too
    const start = await fetch(`${server.api}/auth/oidc/login?return=%2F`, { redirect: 'manual' });
    let next = start.headers.get('location')!;
    let page = await browser.fetch(next);
    while (page.status >= 300 && page.status < 400) page = await browser.fetch((next = new URL(page.headers.get('location')!, next).href));
    expect(await page.text()).toContain('name="prompt" value="login"');
  });

  it('sends a password session to the sign-in page, and takes an empty body', async () => {
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    expect(await logout(server, token)).toEqual({ status: 200, body: { result: 'ok', redirect: '/kb/sso/login?return=%2F' } });
    expect(await checkAuthStatus(server, token)).toBe(401);
  });

  it('answers 400 to a return path off the site and keeps the session', async () => {
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    const res = await logout(server, token, { return: '//evil.example/' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/return/);
    expect(await checkAuthStatus(server, token)).toBe(200);
  });

  it('returns to the root from the provider when the state is not a path on this site', async () => {
    for (const query of ['state=%2F%2Fevil.example%2F', '']) {
      const res = await fetch(`${server.api}/auth/oidc/signed-out?${query}`, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe('/kb/sso/login?return=%2F');
    }
  });

  it('falls back to the sign-in page when the provider has no end-session endpoint', async () => {
    const { jwtToken } = await signInWithOidc(new OidcBrowser(plainProvider.issuer), plainServer.api, 'bob-sub');
    const res = await logout(plainServer, `Bearer ${jwtToken}`, { return: '/docs' });
    expect(res).toEqual({ status: 200, body: { result: 'ok', redirect: '/sso/login?return=%2Fdocs' } });
    expect(await sessionOf(plainServer, jwtToken)).toMatchObject({ revoked_at: expect.any(Date), id_token: null });
  });
});
