import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';
import { createUser, newClass, newDataProperty, setData, setOk, signInAdmin, storedValues, uuid, type Auth } from './setDataTestKit';

describe('files', () => {
  let server: TestServer;
  let admin: Auth;
  const Doc = uuid();
  const attachment = uuid();

  const withSession = (path: string, auth: Auth): string => `${server.api}/file/${path}?session=${auth.session}`;

  async function upload(auth: Auth, content: Uint8Array<ArrayBuffer> | string, name: string, mime: string, fields: Record<string, string> = {}): Promise<Response> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([content], { type: mime }), name);
    return fetch(withSession('upload', auth), { method: 'POST', body: form });
  }

  const fileCount = async (): Promise<number> => (await server.ctx.db.selectFrom('files').select('id').execute()).length;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setOk(server, admin, [...newClass(Doc, 'Doc'), ...newDataProperty(attachment, 'attachment', { type: 'file', domain: [Doc] })]);
  });
  afterAll(async () => server?.stop());

  it('uploads a file and gives its bytes back with type and name', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const res = await upload(admin, bytes, 'Отчёт 2024.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    const info = await res.json();
    expect(info).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Отчёт 2024.pdf', size: 5, mime: 'application/pdf' });

    const got = await fetch(withSession(info.id, admin));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="_____ 2024.pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт 2024.pdf')}`);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });

  it('serves HTML as a download, never inline', async () => {
    const info = await (await upload(admin, '<script>alert(1)</script>', 'x.html', 'text/html')).json();
    const got = await fetch(withSession(info.id, admin));
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps files to signed-in callers', async () => {
    const before = await fileCount();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const res = await fetch(`${server.api}/file/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(401);
    expect(await fileCount()).toBe(before);
    const { auth } = await createUser(server, 'pub', { public: true });
    expect((await upload(auth, 'x', 'x.txt', 'text/plain')).status).toBe(401);
    expect((await fetch(`${server.api}/file/${uuid()}`)).status).toBe(401);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a body without a file, a bad inst field, a file over the limit; nothing is stored', async () => {
    const before = await fileCount();
    const empty = new FormData();
    empty.append('inst', uuid());
    const noFile = await fetch(withSession('upload', admin), { method: 'POST', body: empty });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error).toBe('Не передан файл (поле file)');
    const badInst = await upload(admin, 'x', 'x.txt', 'text/plain', { inst: 'nope' });
    expect(badInst.status).toBe(400);
    expect((await badInst.json()).error).toContain('inst');
    const big = await upload(admin, new Uint8Array(server.config.bodyLimitBytes + 1), 'big.bin', 'application/octet-stream');
    expect(big.status).toBe(413);
    expect((await big.json()).error).toContain('Файл больше допустимого размера');
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await fetch(withSession(uuid(), admin))).status).toBe(404);
    const bad = await fetch(withSession('abc', admin));
    expect(bad.status).toBe(400);
  });

  it('takes file ids as values of file properties and attaches the file to the instance', async () => {
    const doc = uuid();
    const info = await (await upload(admin, 'content', 'a.txt', 'text/plain')).json();
    await setOk(server, admin, [
      { op: 'new', class: Doc, inst: doc, name: 'doc' },
      { op: 'upd', inst: doc, prop: attachment, val: info.id },
    ]);
    expect(await storedValues(server, doc, attachment)).toEqual([{ idx: 0, t: info.id }]);
    expect((await server.ctx.db.selectFrom('files').select('inst').where('id', '=', info.id).executeTakeFirstOrThrow()).inst).toBe(doc);
    const missing = await setData(server, admin, [{ op: 'add', inst: doc, prop: attachment, val: uuid() }]);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^Файл не найден: /);
  });

  it('remove-all removes the files of deleted instances only', async () => {
    const [gone, kept] = [uuid(), uuid()];
    await setOk(server, admin, [
      { op: 'new', class: Doc, inst: gone, name: 'gone' },
      { op: 'new', class: Doc, inst: kept, name: 'kept' },
    ]);
    const a = await (await upload(admin, 'a', 'a.txt', 'text/plain', { inst: gone })).json();
    const b = await (await upload(admin, 'b', 'b.txt', 'text/plain', { inst: gone })).json();
    const c = await (await upload(admin, 'c', 'c.txt', 'text/plain', { inst: kept })).json();
    await setOk(server, admin, [{ op: 'del', inst: gone }]);
    const res = await fetch(`${server.api}/file/remove-all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [gone, kept], session: admin.session }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 2 });
    const left = (await server.ctx.db.selectFrom('files').select('id').where('id', 'in', [a.id, b.id, c.id]).execute()).map((r) => r.id);
    expect(left).toEqual([c.id]);
  });

  it('refuses remove-all without a session or with malformed ids', async () => {
    const anonymous = await fetch(`${server.api}/file/remove-all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: [] }) });
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${server.api}/file/remove-all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: ['x'], session: admin.session }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('ids.0');
  });
});
