import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer, addTestUser, type TestUser } from './testServer';
import { runMaintenanceSweep } from '../../collab-server/jobs/maintenanceSweep';
import { startScheduler } from '../../collab-server/jobs/scheduler';
import { accountDeletionRequestedSchema } from '../../realtime/protocol/profile/account';

const DAY = 86_400_000;
describe('account deletion and the maintenance sweep', () => {
  let server: TestServer;
  let admin: { id: string; token: string };
  let leaving: TestUser;
  let staying: TestUser;

  const addUser = (login: string, name?: string) => addTestUser(server, login, name);
  const post = async (path: string, token?: string) => {
    const res = await fetch(`${server.api}${path}`, { method: 'POST', headers: token ? { authorization: token } : {} });
    return { status: res.status, body: await res.json() };
  };
  const requestDate = async (id: string) =>
    (await server.ctx.db.selectFrom('users').select('delete_account_request_date').where('id', '=', id).executeTakeFirst())?.delete_account_request_date ?? null;
  const userIds = async () => (await server.ctx.db.selectFrom('users').select('login').orderBy('login').execute()).map((u) => u.login);

  beforeAll(async () => {
    server = await startTestServer({ ACCOUNT_DELETION_DAYS: '2', PUBLIC_USER: 'on' });
    const signedIn = await server.signIn('admin', ADMIN_PASSWORD);
    const row = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    admin = { id: row.id, token: signedIn.token };
    leaving = await addUser('leaving');
    staying = await addUser('staying');
  });
  afterAll(async () => server?.stop());

  it('needs a signed-in user and never marks the built-in admin', async () => {
    expect((await post('/account/delete-request')).status).toBe(401);
    expect((await post('/account/delete-cancel')).status).toBe(401);
    const refused = await post('/account/delete-request', admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBeTruthy();
    expect(await requestDate(admin.id)).toBeNull();
  });

  it('records the request with the deletion date ACCOUNT_DELETION_DAYS later; asking again keeps the first date', async () => {
    const first = await post('/account/delete-request', leaving.token);
    expect(first.status).toBe(200);
    const body = accountDeletionRequestedSchema.parse(first.body);
    const requested = Date.parse(body.deleteAccountRequestDate);
    expect(Math.abs(requested - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(body.deletionDate) - requested).toBe(2 * DAY);
    expect(new Date((await requestDate(leaving.id)) as Date).toISOString()).toBe(body.deleteAccountRequestDate);

    const again = await post('/account/delete-request', leaving.token);
    expect(again.body).toEqual(body);
  });

  it('is cancelled by the user', async () => {
    await post('/account/delete-request', staying.token);
    expect(await requestDate(staying.id)).not.toBeNull();
    expect(await post('/account/delete-cancel', staying.token)).toEqual({ status: 200, body: { deleteAccountRequestDate: null } });
    expect(await requestDate(staying.id)).toBeNull();
  });

  it('deletes accounts whose time has come, never the admin or the public user', async () => {
    const long = new Date(Date.now() - 10 * DAY);
    await server.ctx.db.updateTable('users').set({ delete_account_request_date: long }).where((eb) => eb.or([eb('login', '=', 'admin'), eb('is_public', '=', true)])).execute();
    const before = await userIds();
    expect(before).toEqual(['__public__', 'admin', 'leaving', 'staying']);

    const early = await runMaintenanceSweep(server.ctx, new Date(Date.now() + DAY));
    expect(early.deletedUsers).toBe(0);
    expect(await userIds()).toEqual(before);

    const due = await runMaintenanceSweep(server.ctx, new Date(Date.now() + 2 * DAY + 60_000));
    expect(due.deletedUsers).toBe(1);
    expect(await userIds()).toEqual(['__public__', 'admin', 'staying']);
    // the deleted user's sessions went with the account
    expect(await server.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', leaving.id).execute()).toEqual([]);
    expect((await fetch(`${server.api}/roles/user`, { headers: { authorization: leaving.token } })).status).toBe(401);
  });

  it('purges what outlived its use by more than a day, and nothing else; a second sweep finds nothing', async () => {
    const db = server.ctx.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({ id: randomUUID(), user_id: staying.id, data_session: randomUUID(), kind: 'sso', expires_at: expiresAt, revoked_at: revokedAt });
    const sessions = [session(ago(2 * DAY)), session(ago(3600_000)), session(new Date(now.getTime() + DAY), ago(2 * DAY)), session(new Date(now.getTime() + DAY))];
    await db.insertInto('sessions').values(sessions).execute();
    const live = sessions[3]?.id as string;
    await db.insertInto('sso_tokens').values([
      { token: 'old', session_id: live, expires_at: ago(2 * DAY), used_at: null },
      { token: 'used-long-ago', session_id: live, expires_at: new Date(now.getTime() + DAY), used_at: ago(2 * DAY) },
      { token: 'fresh', session_id: live, expires_at: new Date(now.getTime() + 60_000), used_at: null },
    ]).execute();
    await db.insertInto('oidc_states').values([
      { state: 'stale', code_verifier: 'v', nonce: 'n', return_to: '/', created_at: ago(2 * DAY) },
      { state: 'current', code_verifier: 'v', nonce: 'n', return_to: '/', created_at: ago(60_000) },
    ]).execute();
    const request = (status: string, finishedAt: Date | null) => ({ id: randomUUID(), user_id: staying.id, act: 'get_data', status, result: null, error: null, created_at: ago(3 * DAY), finished_at: finishedAt });
    await db.insertInto('deferred_requests').values([request('completed', ago(2 * DAY)), request('error', ago(2 * DAY)), request('completed', ago(3600_000)), request('pending', null)]).execute();
    await db.insertInto('result_cache').values([
      { key: 'expired', command: 'c', user_id: null, value: '{}', expires_at: ago(1000) },
      { key: 'valid', command: 'c', user_id: null, value: '{}', expires_at: new Date(now.getTime() + 60_000) },
    ]).execute();

    const kept0 = await db.insertInto('instances').values({ id: randomUUID(), name: 'с файлом', author: null }).returning('id').executeTakeFirstOrThrow();
    const file = (inst: string | null, createdAt: Date) => ({ id: randomUUID(), inst, name: 'f.txt', mime: 'text/plain', size: 1, content: Buffer.from('x'), author: null, created_at: createdAt });
    const files = [file(randomUUID(), ago(2 * DAY)), file(null, ago(2 * DAY)), file(kept0.id, ago(2 * DAY)), file(null, ago(60_000))];
    await db.insertInto('files').values(files).execute();

    const result = await runMaintenanceSweep(server.ctx, now);
    expect(result).toMatchObject({ deletedUsers: 0, ssoTokens: 2, oidcStates: 1, deferredRequests: 2, resultCache: 1, orphanFiles: 2 });
    // a file of a live instance and a fresh upload stay
    expect((await db.selectFrom('files').select('id').orderBy('id').execute()).map((f) => f.id)).toEqual([files[2]!.id, files[3]!.id].sort());
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    const kept = (await db.selectFrom('sessions').select('id').execute()).map((s) => s.id);
    expect(kept).toContain(sessions[1]?.id);
    expect(kept).toContain(live);
    expect(kept).not.toContain(sessions[0]?.id);
    expect(kept).not.toContain(sessions[2]?.id);
    expect((await db.selectFrom('sso_tokens').select('token').execute()).map((t) => t.token)).toEqual(['fresh']);
    expect((await db.selectFrom('oidc_states').select('state').execute()).map((s) => s.state)).toEqual(['current']);
    expect((await db.selectFrom('deferred_requests').select('status').orderBy('status').execute()).map((r) => r.status)).toEqual(['completed', 'pending']);
    expect((await db.selectFrom('result_cache').select('key').execute()).map((r) => r.key)).toEqual(['valid']);

    expect(await runMaintenanceSweep(server.ctx, now)).toEqual({ deletedUsers: 0, sessions: 0, ssoTokens: 0, oidcStates: 0, deferredRequests: 0, resultCache: 0, orphanFiles: 0, queryHistory: 0 });
  });

  it('runs scheduled jobs at start and periodically until stopped', async () => {
    let runs = 0;
    const scheduler = startScheduler(server.ctx, [{ name: 'count', everyMs: 40, run: async () => (runs += 1) }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    scheduler.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(runs).toBe(seen);
  });
});
