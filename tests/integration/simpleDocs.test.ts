import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

// Simple documents and their publications through real HTTP: CRUD, the neutralised content,
// who may do what, the publication tree, the public pages and the term page.

describe('simple documents and publications', () => {
  let server: TestServer;
  let admin: Auth & { token: string };
  let author: TestUser;
  let reader: TestUser;
  const Dept = uuid();
  const sales = uuid();

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = (await signInAdmin(server)) as Auth & { token: string };
    author = await addTestUser(server, 'doc-author', 'Автор Документов');
    reader = await addTestUser(server, 'doc-reader');
    await setOk(server, admin, [
      ...newClass(Dept, 'Подразделение'),
      { op: 'new', class: Dept, inst: sales, name: 'Отдел продаж' },
      { op: 'add', inst: sales, prop: META_PROP.comment, val: { lang: 'ru', text: 'Продаёт продукцию' } },
    ]);
  });
  afterAll(async () => server?.stop());

  const create = async (name: string, who: TestUser = author) => {
    const res = await callApi(server, 'POST', '/simpleDocs', who.token, { name, code: `C-${name}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };

  it('creates, lists with search and paging, reads, updates and deletes; only the author or an admin changes', async () => {
    const first = await create('Регламент закупок');
    await create('Положение об отделе');
    await create('Инструкция по охране труда');
    const all = await callApi(server, 'GET', '/simpleDocs?limit=2', reader.token);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.rows).toHaveLength(2);
    const found = await callApi(server, 'GET', `/simpleDocs?search=${encodeURIComponent('закуп')}`, reader.token);
    expect(found.body.rows.map((r: { name: string }) => r.name)).toEqual(['Регламент закупок']);
    expect(found.body.rows[0]).toMatchObject({ authorName: 'Автор Документов', canEdit: false });

    const content = '# Закупки\n\n**Важно**: порядок.\n\n- один\n- два';
    const saved = await callApi(server, 'PATCH', `/simpleDocs/${first.id}`, author.token, { content, status: 'review', annotation: 'Кратко' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ content, status: 'review', annotation: 'Кратко', canEdit: true });
    expect(saved.body.html).toContain('<h1>Закупки</h1>');
    expect(saved.body.html).toContain('<strong>Важно</strong>');

    // a reader reads but cannot change or delete; nothing is written
    const read = await callApi(server, 'GET', `/simpleDocs/${first.id}`, reader.token);
    expect(read.body).toMatchObject({ name: 'Регламент закупок', canEdit: false, content });
    expect((await callApi(server, 'PATCH', `/simpleDocs/${first.id}`, reader.token, { name: 'Чужое' })).status).toBe(403);
    expect((await callApi(server, 'DELETE', `/simpleDocs/${first.id}`, reader.token)).status).toBe(403);
    expect((await callApi(server, 'GET', `/simpleDocs/${first.id}`, reader.token)).body.name).toBe('Регламент закупок');
    // an administrator may
    expect((await callApi(server, 'PATCH', `/simpleDocs/${first.id}`, admin.token, { name: 'Регламент закупок (ред.)' })).body.name).toBe('Регламент закупок (ред.)');

    // bad input: 400 and nothing written
    expect((await callApi(server, 'PATCH', `/simpleDocs/${first.id}`, author.token, { name: '' })).status).toBe(400);
    expect((await callApi(server, 'PATCH', `/simpleDocs/${first.id}`, author.token, { unknown: 1 })).status).toBe(400);
    expect((await callApi(server, 'POST', '/simpleDocs', author.token, {})).status).toBe(400);
    expect((await callApi(server, 'GET', '/simpleDocs/not-an-id', author.token)).status).toBe(400);
    expect((await callApi(server, 'GET', `/simpleDocs/${uuid()}`, author.token)).status).toBe(404);

    // not signed in (the public user): no access to the working API
    expect((await callApi(server, 'GET', '/simpleDocs')).status).toBe(401);
    expect((await callApi(server, 'POST', '/simpleDocs', undefined, { name: 'x' })).status).toBe(401);

    const other = await create('Удаляемый');
    expect((await callApi(server, 'DELETE', `/simpleDocs/${other.id}`, author.token)).status).toBe(200);
    expect((await callApi(server, 'GET', `/simpleDocs/${other.id}`, author.token)).status).toBe(404);
  });

  it('neutralises script in content: never stored, never rendered', async () => {
    const doc = await create('Со скриптом');
    const res = await callApi(server, 'PATCH', `/simpleDocs/${doc.id}`, author.token, {
      content: 'Текст <script>alert(1)</script> и <img src=x onerror=alert(2)> и [ссылка](javascript:alert(3))',
    });
    expect(res.status).toBe(200);
    const stored = await server.ctx.db.selectFrom('documents').select('content').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(stored.content.toLowerCase()).not.toContain('<script');
    expect(stored.content).not.toContain('<img');
    expect(res.body.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(res.body.html).toContain('Текст');
  });

  it('links content references to terms, and the term page lists the documents that reference it', async () => {
    const doc = await create('Про отдел продаж');
    const res = await callApi(server, 'PATCH', `/simpleDocs/${doc.id}`, author.token, { content: `Работу ведёт :class-${sales.toUpperCase()}(отдел продаж).` });
    expect(res.body.html).toContain(`<a href="/termin/${sales}"`);
    expect(res.body.connections).toEqual([{ kind: 'class', objectId: sales, name: 'Отдел продаж' }]);

    const page = await callApi(server, 'GET', `/simpleDocs/termin/${sales}`, reader.token);
    expect(page.status).toBe(200);
    expect(page.body.term).toMatchObject({ id: sales, name: 'Отдел продаж', description: 'Продаёт продукцию', classes: [{ id: Dept, name: 'Подразделение' }] });
    expect(page.body.documents.map((d: { name: string }) => d.name)).toEqual(['Про отдел продаж']);

    // the reference removed: the document no longer shows on the term page
    await callApi(server, 'PATCH', `/simpleDocs/${doc.id}`, author.token, { content: 'Без ссылок' });
    expect((await callApi(server, 'GET', `/simpleDocs/termin/${sales}`, reader.token)).body.documents).toEqual([]);
    expect((await callApi(server, 'GET', `/simpleDocs/termin/${uuid()}`, reader.token)).status).toBe(404);
  });

  it('builds a publication tree, reorders it, publishes it, and shows visitors only public things', async () => {
    const intro = await create('Введение');
    const rules = await create('Правила');
    const secret = await create('Черновик');
    await callApi(server, 'PATCH', `/simpleDocs/${intro.id}`, author.token, { content: '## Начало\n\nПервый абзац.', isPublic: true });
    await callApi(server, 'PATCH', `/simpleDocs/${rules.id}`, author.token, { content: 'Правило 1', isPublic: true });
    await callApi(server, 'PATCH', `/simpleDocs/${secret.id}`, author.token, { content: 'Тайное' });

    const pub = await callApi(server, 'POST', '/simpleDocs/publications', author.token, { name: 'Справочник', code: '001', annotation: 'Строка 1\nСтрока 2' });
    expect(pub.status).toBe(201);
    const pubId = pub.body.id as string;
    const add = (documentId: string, parentId: string | null = null) => callApi(server, 'POST', `/simpleDocs/publications/${pubId}/documents`, author.token, { documentId, parentId });
    let tree = (await add(intro.id)).body;
    const introLink = tree.nodes[0].linkId as string;
    tree = (await add(rules.id, introLink)).body;
    tree = (await add(secret.id, introLink)).body;
    expect(tree.nodes.map((n: { name: string; depth: number }) => `${n.name}@${n.depth}`)).toEqual(['Введение@0', 'Правила@1', 'Черновик@1']);
    const [, rulesLink, secretLink] = tree.nodes.map((n: { linkId: string }) => n.linkId);

    // someone else cannot edit it; a bad arrangement is refused and nothing changes
    expect((await callApi(server, 'POST', `/simpleDocs/publications/${pubId}/documents`, reader.token, { documentId: intro.id })).status).toBe(403);
    const cycle = await callApi(server, 'PUT', `/simpleDocs/publications/${pubId}/tree`, author.token, {
      nodes: [
        { linkId: introLink, parentId: rulesLink, order: 0 },
        { linkId: rulesLink, parentId: introLink, order: 0 },
        { linkId: secretLink, parentId: null, order: 1 },
      ],
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toMatch(/сам в себя/);
    expect((await callApi(server, 'PUT', `/simpleDocs/publications/${pubId}/tree`, author.token, { nodes: [{ linkId: introLink, parentId: null, order: 0 }] })).status).toBe(400);

    // reorder: the secret first under the introduction
    const arranged = await callApi(server, 'PUT', `/simpleDocs/publications/${pubId}/tree`, author.token, {
      nodes: [
        { linkId: introLink, parentId: null, order: 0 },
        { linkId: secretLink, parentId: introLink, order: 0 },
        { linkId: rulesLink, parentId: introLink, order: 1 },
      ],
    });
    expect(arranged.body.nodes.map((n: { name: string }) => n.name)).toEqual(['Введение', 'Черновик', 'Правила']);

    // not published yet: visitors get the same 404 as for an unknown id
    const visitor = (path: string) => callApi(server, 'GET', path);
    const unknown = await visitor(`/public/doctree/${uuid()}`);
    expect(unknown.status).toBe(404);
    expect(await visitor(`/public/doctree/${pubId}`)).toEqual(unknown);
    await callApi(server, 'PATCH', `/simpleDocs/publications/${pubId}`, author.token, { isPublic: true });
    expect((await visitor(`/public/doctree/${pubId}`)).status).toBe(404);

    const published = await callApi(server, 'POST', `/simpleDocs/publications/${pubId}/publish`, author.token);
    expect(published.body.publishedAt).not.toBeNull();
    const shown = await visitor(`/public/doctree/${pubId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.nodes.map((n: { name: string }) => n.name)).toEqual(['Введение', 'Правила']);
    expect(shown.body.nodes[0].html).toContain('<h2>Начало</h2>');
    expect(JSON.stringify(shown.body)).not.toContain('Тайное');
    const frozen = await server.ctx.db.selectFrom('publications').select('content_html').where('id', '=', pubId).executeTakeFirstOrThrow();
    expect(frozen.content_html).toContain('Первый абзац.');

    // publish freezes: later edits do not reach visitors until the next publish
    await callApi(server, 'PATCH', `/simpleDocs/${rules.id}`, author.token, { content: 'Правило 2' });
    expect((await visitor(`/public/doctree/${pubId}`)).body.nodes[1].html).toContain('Правило 1');
    expect((await callApi(server, 'GET', `/simpleDocs/publications/${pubId}`, reader.token)).body.nodes[2].html).toContain('Правило 2');

    // removing a node lifts its children
    const removed = await callApi(server, 'DELETE', `/simpleDocs/publications/${pubId}/documents/${introLink}`, author.token);
    expect(removed.body.nodes.map((n: { name: string; depth: number }) => `${n.name}@${n.depth}`)).toEqual(['Черновик@0', 'Правила@0']);
    const listed = await callApi(server, 'GET', '/simpleDocs/publications', reader.token);
    expect(listed.body.rows.find((r: { id: string }) => r.id === pubId)).toMatchObject({ documentCount: 2, canEdit: false, annotation: 'Строка 1\nСтрока 2' });
    expect((await callApi(server, 'GET', `/simpleDocs/${rules.id}`, reader.token)).body.publications).toEqual([{ id: pubId, name: 'Справочник' }]);

    expect((await callApi(server, 'DELETE', `/simpleDocs/publications/${pubId}`, reader.token)).status).toBe(403);
    expect((await callApi(server, 'DELETE', `/simpleDocs/publications/${pubId}`, author.token)).status).toBe(200);
    expect((await visitor(`/public/doctree/${pubId}`)).status).toBe(404);
  });

  it('serves a public document to visitors and the same 404 for private and unknown ones', async () => {
    const doc = await create('Открытый');
    await callApi(server, 'PATCH', `/simpleDocs/${doc.id}`, author.token, { content: 'Для всех' });
    const hidden = await callApi(server, 'GET', `/public/doc/${doc.id}`);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('Открытый');
    expect((await callApi(server, 'GET', `/public/doc/${uuid()}`)).body).toEqual(hidden.body);
    await callApi(server, 'PATCH', `/simpleDocs/${doc.id}`, author.token, { isPublic: true });
    const shown = await callApi(server, 'GET', `/public/doc/${doc.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: 'Открытый', html: '<p>Для всех</p>\n' });
    expect((await callApi(server, 'GET', '/public/doc/nope')).status).toBe(400);
  });
});
