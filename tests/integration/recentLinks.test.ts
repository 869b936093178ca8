import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { RECENT_LINKS_MAX, recentLinksResultSchema, type RecentLink } from '../../realtime/protocol/shell/recentLinks';

describe('recent links', () => {
  let server: TestServer;
  let ivan: TestUser;
  let olga: TestUser;

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const stored = (userId: string) => server.ctx.db.selectFrom('recent_links').selectAll().where('user_id', '=', userId).orderBy('link').execute();
  const visit = async (token: string, link: string, objectName = `Объект ${link}`): Promise<RecentLink[]> => {
    const res = await call('POST', '/app/recent-links', token, { link, objectName, businessEntity: 'class', icon: 'mdi-shape' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return recentLinksResultSchema.parse(res.body);
  };
  const list = async (token: string): Promise<RecentLink[]> => recentLinksResultSchema.parse((await call('GET', '/app/recent-links', token)).body);
  const links = (l: RecentLink[]) => l.map((x) => x.link);

  beforeAll(async () => {
    server = await startTestServer();
    ivan = await addTestUser(server, 'ivan', 'Иван');
    olga = await addTestUser(server, 'olga', 'Ольга');
  });
  afterAll(async () => server?.stop());

  it('records visits newest first, per user, and refreshes a revisited link', async () => {
    expect(await list(ivan.token)).toEqual([]);
    await visit(ivan.token, '/class_list/1');
    await visit(ivan.token, '/examp_list/2?inst=3');
    const after = await visit(ivan.token, '/class_list/1', 'Новое имя');
    expect(links(after)).toEqual(['/class_list/1', '/examp_list/2?inst=3']);
    expect(after[0]).toMatchObject({ objectName: 'Новое имя', businessEntity: 'class', icon: 'mdi-shape', pinned: false });
    expect(Date.parse(after[0]?.dt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await list(ivan.token)).toEqual(after);
    expect(await list(olga.token)).toEqual([]);
  });

  it('keeps at most 15, pinned first, never dropping a pinned link before an unpinned one', async () => {
    const pinRes = await call('PATCH', '/app/recent-links', ivan.token, { link: '/examp_list/2?inst=3', pinned: true });
    expect(pinRes.status).toBe(200);
    expect(links(recentLinksResultSchema.parse(pinRes.body))).toEqual(['/examp_list/2?inst=3', '/class_list/1']);
    for (let i = 1; i <= 20; i++) await visit(ivan.token, `/docs/view/${i}`);
    const now = await list(ivan.token);
    expect(now).toHaveLength(RECENT_LINKS_MAX);
    expect(links(now)).toEqual(['/examp_list/2?inst=3', ...Array.from({ length: 14 }, (_, i) => `/docs/view/${20 - i}`)]);
    expect(now[0]?.pinned).toBe(true);
    expect(await stored(ivan.id)).toHaveLength(RECENT_LINKS_MAX);

    const unpinned = await call('PATCH', '/app/recent-links', ivan.token, { link: '/examp_list/2?inst=3', pinned: false });
    expect(links(recentLinksResultSchema.parse(unpinned.body)).at(-1)).toBe('/examp_list/2?inst=3');
  });

  it('keeps two tabs visiting at once to 15', async () => {
    await Promise.all(Array.from({ length: 24 }, (_, i) => visit(olga.token, `/ontologies/${i}`)));
    expect(await list(olga.token)).toHaveLength(RECENT_LINKS_MAX);
    expect(await stored(olga.id)).toHaveLength(RECENT_LINKS_MAX);
  });

  it('removes a link, and answers 404 for a link not in the list', async () => {
    const before = await list(ivan.token);
    const target = before[3]?.link as string;
    const res = await call('DELETE', `/app/recent-links?link=${encodeURIComponent(target)}`, ivan.token);
    expect(res.status).toBe(200);
    expect(links(recentLinksResultSchema.parse(res.body))).toEqual(links(before).filter((l) => l !== target));
    const snapshot = await stored(ivan.id);
    expect((await call('DELETE', `/app/recent-links?link=${encodeURIComponent(target)}`, ivan.token)).status).toBe(404);
    expect((await call('PATCH', '/app/recent-links', ivan.token, { link: '/never/seen', pinned: true })).status).toBe(404);
    expect(await stored(ivan.id)).toEqual(snapshot);
  });

  it('refuses bad input and calls without sign-in, writing nothing', async () => {
    const before = { ivan: await stored(ivan.id), olga: await stored(olga.id) };
    expect((await call('GET', '/app/recent-links')).status).toBe(401);
    expect((await call('POST', '/app/recent-links', undefined, { link: '/a', objectName: 'A' })).status).toBe(401);
    expect((await call('PATCH', '/app/recent-links', undefined, { link: '/a', pinned: true })).status).toBe(401);
    expect((await call('DELETE', '/app/recent-links?link=%2Fa')).status).toBe(401);
    const badVisits: unknown[] = [
      { link: 'https://evil.example/x', objectName: 'X' },
      { link: '', objectName: 'X' },
      { link: '/a' },
      { link: '/a', objectName: 'X', pinned: true },
      { link: '/a', objectName: 'X', dt: '2020-01-01' },
      { link: `/${'x'.repeat(2000)}`, objectName: 'X' },
      [],
    ];
    for (const body of badVisits) {
      const res = await call('POST', '/app/recent-links', ivan.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await call('PATCH', '/app/recent-links', ivan.token, { link: '/a', pinned: 'yes' })).status).toBe(400);
    expect((await call('PATCH', '/app/recent-links', ivan.token, { link: '/a' })).status).toBe(400);
    expect((await call('DELETE', '/app/recent-links', ivan.token)).status).toBe(400);
    expect((await call('DELETE', '/app/recent-links?link=relative', ivan.token)).status).toBe(400);
    expect({ ivan: await stored(ivan.id), olga: await stored(olga.id) }).toEqual(before);
  });

  it('stores long links with non-Latin text and forgets a deleted user\'s links', async () => {
    const long = `/docs/view/${'документ'.repeat(240)}`;
    expect((await visit(ivan.token, long, 'Длинный документ'))[0]?.link).toBe(long);
    await server.ctx.db.deleteFrom('users').where('id', '=', olga.id).execute();
    expect(await stored(olga.id)).toEqual([]);
  });
});
