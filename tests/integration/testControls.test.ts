import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { pingResultSchema } from '../../realtime/protocol/shell/status';
import packageJson from '../../package.json' with { type: 'json' };

describe('test-only controls (TEST_CONTROLS)', () => {
  let on: TestServer;
  let off: TestServer;
  let admin: string;
  let ivan: TestUser;

  beforeAll(async () => {
    [on, off] = await Promise.all([startTestServer({ TEST_CONTROLS: 'on' }), startTestServer()]);
    admin = (await on.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(on, 'ivan', 'Иван');
  });
  afterAll(async () => {
    await on?.stop();
    await off?.stop();
  });

  const ping = async (server: TestServer) => {
    const res = await fetch(`${server.api}/public/ping`);
    return { poweredBy: res.headers.get('x-powered-by'), body: pingResultSchema.parse(await res.json()) };
  };
  const settings = async (server: TestServer) => (await callApi(server, 'GET', '/app/settings')).body;

  it('are absent (404) unless TEST_CONTROLS=on, even for an administrator', async () => {
    const offAdmin = (await off.signIn('admin', ADMIN_PASSWORD)).token;
    const status = await callApi(off, 'PUT', '/test/backend-status', offAdmin, { status: 'RED' });
    expect(status.status).toBe(404);
    expect(status.body.error).toMatch(/Not found/);
    expect((await callApi(off, 'PUT', '/test/reported-version', offAdmin, { version: '9.9.9' })).status).toBe(404);
    expect((await ping(off)).body.status).toBe('GREEN');
    expect((await settings(off)).testControls).toBe(false);
    expect((await settings(on)).testControls).toBe(true);
  });

  it('refuse callers who are not administrators and bad input, changing nothing', async () => {
    for (const [path, body] of [['/test/backend-status', { status: 'RED' }], ['/test/reported-version', { version: '9.9.9' }]] as const) {
      expect((await callApi(on, 'PUT', path, undefined, body)).status).toBe(401);
      expect((await callApi(on, 'PUT', path, ivan.token, body)).status).toBe(403);
    }
    for (const bad of [{ status: 'BLUE' }, { status: 'RED', extra: 1 }, {}, { status: 'red' }]) {
      const res = await callApi(on, 'PUT', '/test/backend-status', admin, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatch(/^Invalid backend status/);
    }
    for (const bad of [{ version: '' }, { version: 'x'.repeat(51) }, { version: 2 }, {}]) {
      const res = await callApi(on, 'PUT', '/test/reported-version', admin, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatch(/^Invalid reported version/);
    }
    const after = await ping(on);
    expect(after.body.status).toBe('GREEN');
    expect(after.body.services.map((s) => s.name)).not.toContain('test-override');
    expect(after.poweredBy).toBe(`Ontoweave/${packageJson.version}`);
  });

  it('force the status the ping reports, naming the override among the services, until set back to null', async () => {
    const real = await ping(on);
    for (const status of ['RED', 'YELLOW', 'GREEN'] as const) {
      const put = await callApi(on, 'PUT', '/test/backend-status', admin, { status });
      expect(put).toEqual({ status: 200, body: { status } });
      const forced = (await ping(on)).body;
      expect(forced.status).toBe(status);
      // the real checks are still reported
      expect(forced.services.map((s) => s.name)).toEqual([...real.body.services.map((s) => s.name), 'test-override']);
      expect(forced.services.at(-1)).toMatchObject({ name: 'test-override', status: status === 'GREEN' ? 'GREEN' : 'RED', message: expect.stringContaining(status) });
    }
    // the other server (another process, as far as it knows) is not affected
    expect((await ping(off)).body.status).toBe('GREEN');
    expect((await callApi(on, 'PUT', '/test/backend-status', admin, { status: null })).body).toEqual({ status: null });
    expect((await ping(on)).body).toMatchObject({ status: 'GREEN', services: real.body.services.map((s) => ({ name: s.name, status: 'GREEN' })) });
  });

  it('change the version x-powered-by reports on every later response, until set back to null', async () => {
    const put = await callApi(on, 'PUT', '/test/reported-version', admin, { version: '2.7.0-test' });
    expect(put).toEqual({ status: 200, body: { version: '2.7.0-test' } });
    expect((await ping(on)).poweredBy).toBe('Ontoweave/2.7.0-test');
    const check = await fetch(`${on.api}/auth/check-auth`, { headers: { authorization: ivan.token } });
    expect(check.headers.get('x-powered-by')).toBe('Ontoweave/2.7.0-test');
    const missing = await fetch(`${on.api}/no-such-call`);
    expect(missing.headers.get('x-powered-by')).toBe('Ontoweave/2.7.0-test');
    expect((await settings(on)).version).toBe('2.7.0-test');
    expect((await ping(off)).poweredBy).toBe(`Ontoweave/${packageJson.version}`);

    await callApi(on, 'PUT', '/test/reported-version', admin, { version: null });
    expect((await ping(on)).poweredBy).toBe(`Ontoweave/${packageJson.version}`);
    expect((await settings(on)).version).toBe(packageJson.version);
  });
});
