import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { generateLicenseKeys, loadLicense, signLicense } from '../../collab-server/auth/license';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';

const LIMIT_MESSAGE = 'Превышено количество лицензированных пользователей. Обратитесь в службу поддержки.';

describe('the licence and its user limit', () => {
  let server: TestServer;
  let license: string;

  const signIn = (login: string, password: string) =>
    fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) });
  const sessionsOf = (login: string) =>
    server.ctx.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.login', '=', login).execute();

  beforeAll(async () => {
    const { privateKey, publicKeyPem } = await generateLicenseKeys();
    license = await signLicense(privateKey, { licensee: 'Тестовая организация', maxUsers: 2, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    server = await startTestServer({ LICENSE: license, LICENSE_PUBLIC_KEY: publicKeyPem });
    const admin = await server.signIn('admin', ADMIN_PASSWORD);
    for (const login of ['first', 'second', 'third']) {
      const res = await fetch(`${server.api}/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: admin.token },
        body: JSON.stringify({ login, name: login, password: `${login}-password` }),
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => server?.stop());

  it('sends exactly the configured licence in the x-license header', async () => {
    const res = await fetch(`${server.api}/auth/config`);
    expect(res.headers.get('x-license')).toBe(license);
    expect(server.ctx.license).toMatchObject({ maxUsers: 2, licensee: 'Тестовая организация', development: false });
  });

  it('lets two users hold sessions and refuses the third with the support message and no session row', async () => {
    // admin signed in in beforeAll: that is the first licensed user
    expect((await signIn('first', 'first-password')).status).toBe(200);
    const res = await signIn('second', 'second-password');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: LIMIT_MESSAGE });
    expect(await sessionsOf('second')).toEqual([]);
  });

  it('still lets a user who holds a session open another one', async () => {
    expect((await signIn('first', 'first-password')).status).toBe(200);
    expect((await signIn('admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('frees the place when a user signs out of all sessions', async () => {
    const firstSessions = await sessionsOf('first');
    expect(firstSessions.length).toBeGreaterThan(0);
    await server.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', 'in', firstSessions.map((s) => s.id)).execute();
    expect((await signIn('second', 'second-password')).status).toBe(200);
    expect((await signIn('first', 'first-password')).status).toBe(403);
  });

  it('gives the last places to exactly as many racing sign-ins as the licence allows', async () => {
    await server.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute();
    const statuses = await Promise.all(['first', 'second', 'third'].map((login) => signIn(login, `${login}-password`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(1);
  });

  it('refuses to start with a licence signed by another key', async () => {
    const genuine = await generateLicenseKeys();
    const forger = await generateLicenseKeys();
    const forged = await signLicense(forger.privateKey, { licensee: 'forger', maxUsers: 1000, expiresAt: new Date(Date.now() + 86_400_000) });
    // PGlite in memory: nothing is left behind in a shared PostgreSQL when start-up fails
    const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DEMO_DATA: 'off', LICENSE: forged, LICENSE_PUBLIC_KEY: genuine.publicKeyPem });
    await expect(createServer(config)).rejects.toThrow(/LICENSE signature is not valid/);
  });

  it('issues licences from the command line that the server accepts', async () => {
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, '../..');
    const { stdout } = await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/issue-license.ts', '--licensee', 'ООО Ромашка', '--users', '50', '--expires', '2099-12-31'], { cwd: root });
    const env = Object.fromEntries(stdout.trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    expect(Object.keys(env)).toEqual(['LICENSE', 'LICENSE_PUBLIC_KEY']);
    const loaded = await loadLicense({ license: env.LICENSE, licensePublicKey: env.LICENSE_PUBLIC_KEY });
    expect(loaded).toMatchObject({ licensee: 'ООО Ромашка', maxUsers: 50, development: false });
    expect(loaded.expiresAt.toISOString()).toBe('2099-12-31T23:59:59.000Z');

    const refused = await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/issue-license.ts', '--users', '0'], { cwd: root }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
  });
});
