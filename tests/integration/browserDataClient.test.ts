import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { newClass, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { getData, setData, tabSessionId } from '../../src/api/dataApi';
import { shellState } from '../../src/state/shellState';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { captionOf, change, labelChanges, ontologyClient, parentsOf, where } from '../../src/features/ontology';

// The browser's data-API client (src/api/dataApi.ts) run in Node against the real server: the
// browser globals it touches are given real values; fetch goes to the server unchanged, with the
// page's origin put in front of the app-relative URL as a browser would.
describe('the browser data-API client against the real server', () => {
  let server: TestServer;
  let admin: Auth;
  const local = new Map<string, string>();
  const perTab = new Map<string, string>();
  const assign = vi.fn();
  const sent: Array<{ url: string; body: unknown }> = [];
  const storage = (map: Map<string, string>) => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('document', { querySelector: () => null });
    vi.stubGlobal('localStorage', storage(local));
    vi.stubGlobal('sessionStorage', storage(perTab));
    vi.stubGlobal('window', { location: { href: `${server.url}/class_list?tab=own`, pathname: '/class_list', search: '?tab=own', assign } });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('http')) return realFetch(url, init);
      sent.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return realFetch(`${server.url}${url}`, init);
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.stop();
  });
  beforeEach(() => {
    local.set('osa-token', admin.token ?? '');
    local.set('osa-sessionid', admin.session ?? '');
    sent.length = 0;
    assign.mockReset();
  });

  it('sends the stored session, trust and the tab id; set_data records the user and the page', async () => {
    const me = await (await globalThis.fetch('/api/auth/check-auth', { headers: { authorization: admin.token ?? '' } })).json();
    shellState.user = me;
    sent.length = 0;
    const city = uuid();
    await setData(newClass(city, 'Город') as never);
    expect(sent[0]?.body).toMatchObject({ act: 'set_data', session: admin.session, trust: true, payload: { tab_session_id: tabSessionId(), user_id: me.id, url: `${server.url}/class_list?tab=own` } });
    const logged = await server.ctx.db.selectFrom('change_log').selectAll().where('entity', '=', city).where('op', '=', 'new').executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ user_id: me.id, page_url: `${server.url}/class_list?tab=own`, tab_session_id: tabSessionId() });

    const read = await getData({ class: META_CLASS.Class, fields: [], filter: { prop: 'id', op: 'eq', val: city } });
    expect(read.rows.map((r) => r.inst)).toEqual([city]);
    expect(perTab.get('osa-tab-session-id')).toBe(tabSessionId());
  });

  it('removes the files of the instances a set_data deleted', async () => {
    const Doc = uuid();
    const doc = uuid();
    await setData([...(newClass(Doc, 'Doc') as never[]), { op: 'new', class: Doc, inst: doc, name: 'doc' }]);
    const form = new FormData();
    form.append('inst', doc);
    form.append('file', new Blob(['content'], { type: 'text/plain' }), 'a.txt');
    const uploaded = await (await globalThis.fetch(`/api/file/upload?session=${admin.session}`, { method: 'POST', body: form })).json();
    expect(await server.ctx.db.selectFrom('files').select('id').where('id', '=', uploaded.id).executeTakeFirst()).toBeDefined();

    sent.length = 0;
    await setData([{ op: 'del', inst: doc }]);
    expect(sent.map((s) => s.url)).toEqual(['/api/data', '/api/file/remove-all']);
    expect(sent[1]?.body).toEqual({ ids: [doc], session: admin.session });
    expect(await server.ctx.db.selectFrom('files').select('id').where('id', '=', uploaded.id).executeTakeFirst()).toBeUndefined();
  });

  it('runs a deferred call to its result and deletes the request', async () => {
    const answer = await getData({ class: META_CLASS.Class, fields: [], limit: 1 }, { deferred: true });
    expect(answer.count_rows).toBeGreaterThan(0);
    const urls = sent.map((s) => s.url);
    expect(urls[0]).toBe('/api/data');
    expect(urls.some((u) => /\/api\/data\/[0-9a-f-]{36}\/status$/.test(u))).toBe(true);
    expect(urls.at(-1)).toMatch(/\/api\/data\/[0-9a-f-]{36}$/);
    expect(await server.ctx.db.selectFrom('deferred_requests').select('id').execute()).toEqual([]);
  });

  it('a session that ended cannot be refreshed: the user is signed out and told why on the sign-in page', async () => {
    const ended = await server.signIn('admin', 'admin-test-password');
    local.set('osa-token', ended.token);
    local.set('osa-sessionid', ended.session);
    await globalThis.fetch('/api/auth/logout', { method: 'POST', headers: { authorization: ended.token, 'content-type': 'application/json' }, body: '{}' });
    sent.length = 0;

    await expect(getData({ class: META_CLASS.Class, fields: [], limit: 1 })).rejects.toMatchObject({ status: 401 });
    // the data call, then one attempt at a new data session
    expect(sent.map((s) => s.url)).toEqual(['/api/data', '/api/auth/osa-sessionid']);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/sso/login?return=%2Fclass_list%3Ftab%3Down&error=session_refresh_failed');
    expect(local.has('osa-token')).toBe(false);
    expect(local.has('osa-sessionid')).toBe(false);
  });

  it('a refused call is an error with the server\'s message, and the session is kept', async () => {
    await expect(setData([{ op: 'upd', inst: uuid(), prop: uuid(), val: 1 }])).rejects.toMatchObject({ name: 'KnownApiError' });
    expect(assign).not.toHaveBeenCalled();
    expect(local.get('osa-sessionid')).toBe(admin.session);
  });

  it('the ontology client writes and reads entities through the same calls', async () => {
    const mammal = await ontologyClient.create({ of: 'class', name: 'Mammal', labels: { ru: 'Млекопитающее' } });
    const dog = await ontologyClient.create({ of: 'class', name: 'Dog', labels: { ru: 'Собака', en: 'Dog' }, links: { [META_PROP.parents]: [mammal] } });
    const rex = await ontologyClient.create({ of: dog, name: 'Rex' });
    expect(sent.filter((s) => s.url === '/api/data').map((s) => (s.body as { act: string }).act)).toEqual(['set_data', 'set_data', 'set_data']);

    const page = await ontologyClient.read({ of: 'class', fields: [META_PROP.label, META_PROP.parents, 'author', 'date_create'], where: where.ids([dog, mammal]) }, { captions: { lang: 'ru', of: [META_PROP.parents] } });
    expect(page.total).toBe(2);
    const found = page.entities.find((e) => e.id === dog);
    expect(found).toMatchObject({ name: 'Dog', kind: 'class', foundIn: META_CLASS.Class, labels: { ru: 'Собака', en: 'Dog' }, canDelete: true });
    expect(parentsOf(found)).toEqual([{ id: mammal, name: 'Млекопитающее' }]);
    expect(found?.author?.id).toBe(shellState.user?.id);
    expect(found?.dateCreate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(captionOf(found, 'en')).toBe('Dog');

    const [individual] = (await ontologyClient.read({ of: { class: mammal, deep: true }, fields: ['class'] })).entities;
    expect(individual).toMatchObject({ id: rex, name: 'Rex', kind: 'individual', foundIn: dog, classes: [{ id: dog, name: 'Dog' }] });
    expect(await ontologyClient.count({ of: { class: mammal } })).toBe(0);
    expect(await ontologyClient.countByClass([dog])).toEqual(new Map([[dog, 1]]));
    // no English label: the name comes before a label in another language
    expect((await ontologyClient.captions([dog, mammal], 'en')).get(mammal)).toBe('Mammal');

    await ontologyClient.write([change.rename(dog, 'Hound'), ...labelChanges(dog, { ru: 'Собака', en: 'Dog' }, { ru: 'Собака', en: '' })]);
    expect(await ontologyClient.readOne(dog, { fields: [META_PROP.label] })).toMatchObject({ name: 'Hound', labels: { ru: 'Собака' } });
    await expect(ontologyClient.remove(dog)).rejects.toMatchObject({ name: 'KnownApiError' });
    await ontologyClient.remove(dog, { force: true });
    expect(await ontologyClient.readOne(dog)).toBeNull();
  });
});
