import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { RECENT_LINKS_MAX, recentLinksResultSchema, type RecentLink } from '../../realtime/protocol/shell/recentLinks';
import { sql } from 'kysely';
import { startDocumentsKit, type DocumentsKit } from './documentsTestKit';
import { setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { META_CLASS } from '../../realtime/protocol/metaModel';

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

describe('recent links: one entry per object, none that cannot be followed', () => {
  let kit: DocumentsKit;
  let admin: Auth;
  let petr: TestUser;
  const call = (method: string, path: string, token?: string, body?: unknown) => kit.call(method, path, token, body);
  const visit = async (token: string, link: string, objectName = link): Promise<RecentLink[]> => {
    const res = await call('POST', '/app/recent-links', token, { link, objectName, businessEntity: '', icon: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return recentLinksResultSchema.parse(res.body);
  };
  const list = async (token: string): Promise<string[]> => recentLinksResultSchema.parse((await call('GET', '/app/recent-links', token)).body).map((l) => l.link);
  const storedLinks = async (userId: string): Promise<string[]> =>
    (await kit.server.ctx.db.selectFrom('recent_links').select('link').where('user_id', '=', userId).orderBy('link').execute()).map((r) => r.link);
  const newClass = async (name: string): Promise<string> => {
    const inst = uuid();
    await setOk(kit.server, admin, [{ op: 'new', class: META_CLASS.Class, inst, name }]);
    return inst;
  };

  beforeAll(async () => {
    kit = await startDocumentsKit({ BLOCKED_ROUTES: '/fca,/fca/:id' });
    admin = await signInAdmin(kit.server);
    petr = await kit.user('petr', 'Пётр');
    await kit.server.ctx.db.updateTable('users').set({ disabled_routes: sql`'["/reports", "/graphs/:id"]'::jsonb` }).where('id', '=', petr.id).execute();
  });
  afterAll(async () => kit?.server.stop());

  it('keeps one entry for an object reached through different paths and query strings', async () => {
    const cls = await newClass('Договор');
    await visit(kit.admin.token, `/class_list/${cls}`, 'Договор (карточка)');
    await visit(kit.admin.token, '/class_tree');
    await visit(kit.admin.token, `/ontomap/${cls}`, 'Договор (карта)');
    await visit(kit.admin.token, `/examp_list/${cls}?page=2`, 'Договор (экземпляры)');
    await visit(kit.admin.token, '/class_tree?expanded=1');
    const now = recentLinksResultSchema.parse((await call('GET', '/app/recent-links', kit.admin.token)).body);
    expect(now.map((l) => [l.link, l.objectName])).toEqual([
      ['/class_tree?expanded=1', '/class_tree?expanded=1'],
      [`/examp_list/${cls}?page=2`, 'Договор (экземпляры)'],
    ]);
    expect(await storedLinks(kit.admin.id)).toHaveLength(2);
  });

  it('pins an object through any of its links, and the pin survives the next visit by another path', async () => {
    const doc = await kit.create(kit.admin.token, 'Регламент');
    await visit(kit.admin.token, `/structuredDocuments/view/${doc}`);
    const pinned = await call('PATCH', '/app/recent-links', kit.admin.token, { link: `/structuredDocuments/edit/${doc}`, pinned: true });
    expect(pinned.status).toBe(200);
    const after = await visit(kit.admin.token, `/structuredDocuments/edit/${doc}`);
    expect(after[0]).toMatchObject({ link: `/structuredDocuments/edit/${doc}`, pinned: true });
    expect(after.filter((l) => l.link.includes(doc))).toHaveLength(1);
  });

  it('drops the links of a deleted instance, document or publication, and does not record a missing one', async () => {
    const cls = await newClass('Удаляемый класс');
    const doc = await kit.create(kit.admin.token, 'Удаляемый документ');
    const pub = await call('POST', '/simpleDocs/publications', kit.admin.token, { name: 'Удаляемая публикация' });
    expect(pub.status).toBe(201);
    const pubId = pub.body.id as string;
    for (const link of [`/class_list/${cls}`, `/structuredDocuments/view/${doc}`, `/doctree/${pubId}`, '/dashboard']) await visit(kit.admin.token, link);
    expect(await list(kit.admin.token)).toEqual(expect.arrayContaining([`/class_list/${cls}`, `/structuredDocuments/view/${doc}`, `/doctree/${pubId}`]));

    await setOk(kit.server, admin, [{ op: 'del', inst: cls }]);
    expect((await call('DELETE', `/documents/${doc}`, kit.admin.token)).status).toBe(200);
    expect((await call('DELETE', `/simpleDocs/publications/${pubId}`, kit.admin.token)).status).toBe(200);
    const shown = await list(kit.admin.token);
    expect(shown).toContain('/dashboard');
    expect(shown.filter((l) => l.includes(cls) || l.includes(doc) || l.includes(pubId))).toEqual([]);
    // gone from the store at the list's next change
    await visit(kit.admin.token, '/docs');
    expect((await storedLinks(kit.admin.id)).filter((l) => l.includes(cls) || l.includes(doc) || l.includes(pubId))).toEqual([]);

    // a page of an object that does not exist is not kept
    const missing = uuid();
    expect((await visit(kit.admin.token, `/structuredDocuments/view/${missing}`)).map((l) => l.link)).not.toContain(`/structuredDocuments/view/${missing}`);
    // nor a form for a new instance
    expect((await visit(kit.admin.token, `/examp_list/${META_CLASS.Class}?inst=new`)).map((l) => l.link)).not.toContain(`/examp_list/${META_CLASS.Class}?inst=new`);
    // the pinned entry of a deleted object cannot be pinned or removed any more: it is not there
    expect((await call('DELETE', `/app/recent-links?link=${encodeURIComponent(`/class_list/${cls}`)}`, kit.admin.token)).status).toBe(404);
  });

  it('never lists a blocked route or one of the user\'s disabled routes', async () => {
    const graph = uuid();
    await kit.server.ctx.db.insertInto('instances').values({ id: graph, name: 'Граф' }).execute();
    for (const link of ['/fca', '/fca/1', '/reports', `/graphs/${graph}`, '/dashboard', '/docs']) await visit(petr.token, link);
    expect(await list(petr.token)).toEqual(['/docs', '/dashboard']);
    expect(await storedLinks(petr.id)).toEqual(['/dashboard', '/docs']);
    // the administrator, without those disabled routes, keeps the graph but not the blocked page
    for (const link of ['/fca/1', `/graphs/${graph}`]) await visit(kit.admin.token, link);
    expect(await list(kit.admin.token)).toContain(`/graphs/${graph}`);
    expect(await list(kit.admin.token)).not.toContain('/fca/1');
  });

  it('keeps at most 15, and a deleted object\'s place goes to the next visit', async () => {
    const cls = await Promise.all(Array.from({ length: 17 }, (_, i) => newClass(`Класс ${i}`)));
    for (const id of cls.slice(0, 16)) await visit(petr.token, `/class_list/${id}`);
    expect(await list(petr.token)).toHaveLength(RECENT_LINKS_MAX);
    await setOk(kit.server, admin, [{ op: 'del', inst: cls[15] }]);
    const shown = await list(petr.token);
    expect(shown).toEqual(cls.slice(1, 15).reverse().map((id) => `/class_list/${id}`));
    const refilled = (await visit(petr.token, `/class_list/${cls[16]}`)).map((l) => l.link);
    expect(refilled).toEqual([`/class_list/${cls[16]}`, ...shown]);
  });
});
