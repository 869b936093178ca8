import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { PREFERENCE_VALUE_MAX_CHARS, preferencesResultSchema } from '../../realtime/protocol/profile/preferences';

describe('preferences', () => {
  let server: TestServer;
  let ivan: TestUser;
  let olga: TestUser;

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const stored = () => server.ctx.db.selectFrom('user_preferences').select(['user_id', 'key', 'value']).orderBy('user_id').orderBy('key').execute();
  const put = async (token: string, key: string, value: unknown) => {
    const res = await call('PUT', `/app/preferences/${encodeURIComponent(key)}`, token, { value });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return preferencesResultSchema.parse(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    ivan = await addTestUser(server, 'ivan', 'Иван');
    olga = await addTestUser(server, 'olga', 'Ольга');
  });
  afterAll(async () => server?.stop());

  it('keeps each user\'s own JSON values by key', async () => {
    expect((await call('GET', '/app/preferences', ivan.token)).body).toEqual({});
    await put(ivan.token, 'defaultDomain', '0000de00-0000-4000-8000-000000000201');
    const sortKey = 'sort:0000de00-0000-4000-8000-000000000005';
    const all = await put(ivan.token, sortKey, { prop: 'name', dir: 'desc' });
    expect(all).toEqual({ defaultDomain: '0000de00-0000-4000-8000-000000000201', [sortKey]: { prop: 'name', dir: 'desc' } });
    // every JSON value survives, null, false and 0 included
    for (const value of [null, false, 0, [], { nested: { list: [1, 'два', true] } }, 'текст']) {
      expect((await put(olga.token, 'x', value)).x).toEqual(value);
    }
    expect(await put(ivan.token, 'defaultDomain', 42)).toMatchObject({ defaultDomain: 42 });
    expect((await call('GET', '/app/preferences', ivan.token)).body).toEqual({ defaultDomain: 42, [sortKey]: { prop: 'name', dir: 'desc' } });
    expect((await call('GET', '/app/preferences', olga.token)).body).toEqual({ x: 'текст' });
  });

  it('forgets a key (and a key that is not there)', async () => {
    expect(await call('DELETE', '/app/preferences/defaultDomain', ivan.token)).toEqual({ status: 200, body: { 'sort:0000de00-0000-4000-8000-000000000005': { prop: 'name', dir: 'desc' } } });
    expect((await call('DELETE', '/app/preferences/defaultDomain', ivan.token)).status).toBe(200);
    expect((await call('GET', '/app/preferences', olga.token)).body).toEqual({ x: 'текст' });
  });

  it('refuses bad keys, missing or oversized values and callers not signed in, writing nothing', async () => {
    const before = await stored();
    // the public user has no preferences of its own
    expect((await call('GET', '/app/preferences')).status).toBe(401);
    expect((await call('PUT', '/app/preferences/theme', undefined, { value: 'dark' })).status).toBe(401);
    expect((await call('DELETE', '/app/preferences/x')).status).toBe(401);
    const fits = 'a'.repeat(PREFERENCE_VALUE_MAX_CHARS - 2);
    const tooBig = await call('PUT', '/app/preferences/big', ivan.token, { value: `${fits}a` });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toMatch(/10000/);
    expect((await call('PUT', '/app/preferences/big', ivan.token, { value: { list: Array.from({ length: 2000 }, () => 'abcd') } })).status).toBe(400);
    expect((await call('PUT', '/app/preferences/theme', ivan.token, {})).status).toBe(400);
    expect((await call('PUT', '/app/preferences/theme', ivan.token, { value: 1, extra: 2 })).status).toBe(400);
    expect((await call('PUT', '/app/preferences/1theme', ivan.token, { value: 1 })).status).toBe(400);
    // a key past 100 characters is stopped by the router's parameter limit (Fastify maxParamLength) before the schema
    expect((await call('PUT', `/app/preferences/${'k'.repeat(101)}`, ivan.token, { value: 1 })).status).toBe(414);
    expect((await call('PUT', '/app/preferences/with%20space', ivan.token, { value: 1 })).status).toBe(400);
    expect((await call('DELETE', '/app/preferences/with%20space', ivan.token)).status).toBe(400);
    expect(await stored()).toEqual(before);
    // exactly at the limit is fine
    expect((await put(ivan.token, 'big', fits)).big).toBe(fits);
  });

  it('goes with a deleted user', async () => {
    await server.ctx.db.deleteFrom('users').where('id', '=', olga.id).execute();
    expect((await stored()).some((r) => r.user_id === olga.id)).toBe(false);
  });
});
