import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportListSchema, reportSchema, reportSharingSchema } from '../../realtime/protocol/reports';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, signInAdmin } from './setDataTestKit';

// Reports through real HTTP: create, read, change, copy, share and delete; who may do what (the
// rights matrix of domain spec §3.9: administrators, the author, role holders, assigned users);
// refused input writes nothing.

describe('reports', () => {
  let server: TestServer;
  let admin: TestUser;
  let author: TestUser;
  let reader: TestUser;
  let editor: TestUser;
  let roleHolder: TestUser;
  let stranger: TestUser;
  let roleId: string;
  const S1 = randomUUID();
  const S2 = randomUUID();
  /** A search of the stranger's, shared with nobody. */
  const SECRET = randomUUID();
  const Deal = randomUUID();
  const amount = randomUUID();
  const call = (who: TestUser | undefined, method: string, path: string, body?: unknown) => callApi(server, method, path, who?.token, body);
  const count = async () => Number((await server.ctx.db.selectFrom('reports').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    const signed = await signInAdmin(server);
    const adminRow = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    admin = { id: adminRow.id, token: signed.token as string };
    author = await addTestUser(server, 'rep-author', 'Автор Отчётов');
    reader = await addTestUser(server, 'rep-reader', 'Читатель Отчётов', ['reader']);
    editor = await addTestUser(server, 'rep-editor', 'Редактор Отчётов', ['reader']);
    roleHolder = await addTestUser(server, 'rep-analyst', 'Аналитик', ['reader']);
    stranger = await addTestUser(server, 'rep-stranger', 'Посторонний', ['editor']);
    roleId = randomUUID();
    await server.ctx.db.insertInto('roles').values({ id: roleId, code: 'rep_analysts', name: 'Аналитики' }).execute();
    await server.ctx.db.insertInto('user_roles').values({ user_id: roleHolder.id, role_id: roleId }).execute();
    await setOk(server, signed, [
      ...newClass(Deal, 'Сделка'),
      ...newDataProperty(amount, 'Сумма', { type: 'float', domain: [Deal] }),
      { op: 'new', class: Deal, inst: randomUUID(), name: 'Поставка' },
    ]);
    await insertSearch(S1, 'Сделки', author.id);
    await insertSearch(S2, 'Сделки по отделам', author.id);
    await insertSearch(SECRET, 'Личные сделки', stranger.id);
  });

  // rows as the searches' repository writes them: the search routes are not what is under test here
  const insertSearch = async (id: string, name: string, authorId: string) => {
    const settings = {
      filters: [{ id: 'f1', nodes: [{ id: 'n1', classId: Deal, subclasses: true }], edges: [], where: [] }],
      columns: [
        { id: 'c1', code: 'name', node: 'n1', prop_id: 'name', old_name: 'Название', new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 10, sort: null, sort_mode: 'asc' },
        { id: 'c2', code: 'amount', node: 'n1', prop_id: amount, old_name: 'Сумма', new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 20, sort: null, sort_mode: 'asc' },
      ],
      calcColumns: [],
      pageSize: null,
    };
    await sql`insert into semantic_searches (id, name, root_class, author, settings) values (${id}, ${name}, ${Deal}, ${authorId}, ${JSON.stringify(settings)}::jsonb)`.execute(server.ctx.db);
  };

  afterAll(async () => server?.stop());

  const template = '# Продажи\n\nИтого {{value:sales:amount:sum}} по {{total:sales}} сделкам.\n\n{{table:sales}}\n\n{{chart:sales:dept:amount:bar}}';
  const body = {
    name: 'Продажи за квартал',
    annotation: 'Сводка',
    source: [S1, S2],
    template,
    ssData: { [S1]: { alias: 'sales', name: 'Сделки', limit: 10, columns: ['dept', 'amount'] } },
  };

  it('creates, reads, changes, lists and deletes; the author and administrators may', async () => {
    const created = await call(author, 'POST', '/reports', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const report = reportSchema.parse(created.body);
    expect(report).toMatchObject({ name: 'Продажи за квартал', annotation: 'Сводка', author: author.id, authorName: 'Автор Отчётов', source: [S1, S2], template, mayEdit: true, role: [], assignments: [] });
    // the second source got a free alias
    expect(report.ssData[S1]).toEqual({ alias: 'sales', name: 'Сделки', limit: 10, columns: ['dept', 'amount'] });
    expect(report.ssData[S2]).toEqual({ alias: 's1', name: '', limit: 50, columns: [] });
    expect(Date.now() - Date.parse(report.date_create)).toBeLessThan(60_000);

    const changed = await call(author, 'PUT', `/reports/${report.id}`, { ...body, name: 'Продажи (итог)', source: [S1], ssData: { [S1]: body.ssData[S1] } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(reportSchema.parse(changed.body)).toMatchObject({ name: 'Продажи (итог)', source: [S1] });
    expect((await call(admin, 'PUT', `/reports/${report.id}`, { ...body, name: 'Правка администратора' })).status).toBe(200);

    const list = reportListSchema.parse((await call(author, 'GET', '/reports')).body);
    expect(list.items.find((r) => r.id === report.id)).toMatchObject({ name: 'Правка администратора', mayEdit: true, authorName: 'Автор Отчётов' });

    expect((await call(author, 'DELETE', `/reports/${report.id}`)).body).toEqual({ deleted: true });
    expect((await call(author, 'GET', `/reports/${report.id}`)).status).toBe(404);
  });

  it('the rights matrix: stranger, reader and editor by assignment, role holder, administrator', async () => {
    const id = reportSchema.parse((await call(author, 'POST', '/reports', body)).body).id;
    const sees = async (who: TestUser) => reportListSchema.parse((await call(who, 'GET', '/reports')).body).items.some((r) => r.id === id);

    // nobody else sees it yet; a stranger cannot tell it exists
    for (const who of [stranger, reader, editor, roleHolder]) {
      expect(await sees(who)).toBe(false);
      expect((await call(who, 'GET', `/reports/${id}`)).status).toBe(404);
      expect((await call(who, 'PUT', `/reports/${id}`, body)).status).toBe(404);
    }
    expect(await sees(admin)).toBe(true);

    // only those who may change it may share it
    const sharing = { role: [roleId], assignments: [{ userId: reader.id, edit: false }, { userId: editor.id, edit: true }] };
    expect((await call(stranger, 'PUT', `/reports/${id}/sharing`, sharing)).status).toBe(404);
    const shared = await call(author, 'PUT', `/reports/${id}/sharing`, sharing);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(reportSharingSchema.parse(shared.body)).toEqual({
      role: [roleId],
      assignments: [
        { userId: editor.id, edit: true, name: 'Редактор Отчётов', login: 'rep-editor' },
        { userId: reader.id, edit: false, name: 'Читатель Отчётов', login: 'rep-reader' },
      ],
    });

    const matrix: Array<[string, TestUser, boolean, boolean]> = [
      ['stranger', stranger, false, false],
      ['assigned reader', reader, true, false],
      ['assigned editor', editor, true, true],
      ['role holder', roleHolder, true, false],
      ['administrator', admin, true, true],
      ['author', author, true, true],
    ];
    for (const [who, user, read, edit] of matrix) {
      expect(await sees(user), `${who} sees`).toBe(read);
      const got = await call(user, 'GET', `/reports/${id}`);
      expect(got.status, `${who} reads`).toBe(read ? 200 : 404);
      if (read) expect(got.body.mayEdit, `${who} may edit`).toBe(edit);
      expect((await call(user, 'GET', `/reports/${id}/sharing`)).status, `${who} sees the sharing`).toBe(edit ? 200 : read ? 403 : 404);
    }
    expect((await call(reader, 'PUT', `/reports/${id}`, { ...body, name: 'Чужая правка' })).status).toBe(403);
    expect((await call(roleHolder, 'DELETE', `/reports/${id}`)).status).toBe(403);
    expect((await call(editor, 'PUT', `/reports/${id}`, { ...body, name: 'Правка по назначению' })).status).toBe(200);
    expect((await call(author, 'GET', `/reports/${id}`)).body.name).toBe('Правка по назначению');

    // a reader copies it: the copy is theirs and shared with nobody
    const copy = await call(roleHolder, 'POST', `/reports/${id}/copy`, {});
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(reportSchema.parse(copy.body)).toMatchObject({ name: 'Правка по назначению (копия)', author: roleHolder.id, template, mayEdit: true, role: [], assignments: [] });
    expect((await call(stranger, 'POST', `/reports/${id}/copy`, {})).status).toBe(404);

    // an inactive role no longer reads
    await server.ctx.db.updateTable('roles').set({ not_active: true }).where('id', '=', roleId).execute();
    expect(await sees(roleHolder)).toBe(false);
    await server.ctx.db.updateTable('roles').set({ not_active: false }).where('id', '=', roleId).execute();

    // taking the sharing back
    expect((await call(editor, 'PUT', `/reports/${id}/sharing`, { role: [], assignments: [] })).status).toBe(200);
    expect(await sees(reader)).toBe(false);
    expect(await sees(roleHolder)).toBe(false);
  });

  it('refuses bad input, naming the fault, and writes nothing', async () => {
    const id = reportSchema.parse((await call(author, 'POST', '/reports', body)).body).id;
    const before = await count();
    const stored = (await call(author, 'GET', `/reports/${id}`)).body;
    const refusals: Array<[string, unknown, string]> = [
      ['no name', { ...body, name: ' ' }, 'Укажите название отчёта'],
      ['a malformed placeholder', { ...body, template: 'Итог: {{value:sales:amount:median}}' }, 'Шаблон, строка 1: {{value:sales:amount:median}} — неизвестная агрегация «median»'],
      ['an unclosed placeholder', { ...body, template: 'a\nb {{table:sales' }, 'Шаблон, строка 2: {{table:sales — не закрыта скобка «}}»'],
      ['a source the report lacks', { ...body, template: '{{table:costs}}' }, 'у отчёта нет источника «costs»'],
      ['a source twice', { ...body, source: [S1, S1] }, 'указан среди источников дважды'],
      ['a bad alias', { ...body, ssData: { [S1]: { alias: 'про-дажи' } } }, 'имя источника'],
      ['a bad id', { ...body, source: ['x'] }, 'source.0'],
      ['an unknown field', { ...body, extra: 1 }, 'extra'],
      ['a search the author may not read', { ...body, source: [S1, SECRET] }, `Не удалось загрузить семантический поиск ${SECRET}. Вероятно, отсутствует необходимый доступ`],
      ['a search that does not exist', { ...body, source: [S1, randomUUID()] }, 'Вероятно, отсутствует необходимый доступ'],
    ];
    for (const [what, input, message] of refusals) {
      const created = await call(author, 'POST', '/reports', input);
      expect(created.status, what).toBe(400);
      expect(created.body.error, what).toContain(message);
      const changed = await call(author, 'PUT', `/reports/${id}`, input);
      expect(changed.status, what).toBe(400);
    }
    expect((await call(author, 'PUT', `/reports/${id}/sharing`, { role: [randomUUID()], assignments: [] })).status).toBe(400);
    expect((await call(author, 'PUT', `/reports/${id}/sharing`, { role: [], assignments: [{ userId: randomUUID(), edit: true }] })).status).toBe(400);
    expect((await call(author, 'PUT', `/reports/${id}/sharing`, { role: [], assignments: [{ userId: author.id, edit: false }] })).status).toBe(400);
    expect((await call(author, 'GET', `/reports/not-an-id`)).status).toBe(400);
    expect((await call(author, 'GET', `/reports/${randomUUID()}`)).status).toBe(404);
    // the public user (nobody signed in) has no reports
    expect((await call(undefined, 'GET', '/reports')).status).toBe(401);
    expect((await call(undefined, 'POST', '/reports', body)).status).toBe(401);

    expect(await count()).toBe(before);
    expect((await call(author, 'GET', `/reports/${id}`)).body).toEqual(stored);
    expect((await call(author, 'GET', `/reports/${id}/sharing`)).body).toEqual({ role: [], assignments: [] });
  });

  it('a report over a search its reader may not read: the report opens, the search refuses to run with the spec message', async () => {
    const ownSecret = randomUUID();
    await insertSearch(ownSecret, 'Сделки автора', author.id);
    const created = await call(author, 'POST', '/reports', { name: 'Два источника', source: [S1, ownSecret], ssData: { [ownSecret]: { alias: 'mine', name: 'Сделки автора' } }, template: '{{table:s1}}\n\n{{table:mine}}' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    await server.ctx.db.insertInto('report_roles').values({ report_id: id, role_id: roleId }).execute();
    // the first source is shared with the same role; the second is not
    await sql`update semantic_searches set roles = ${JSON.stringify([roleId])}::jsonb where id = ${S1}`.execute(server.ctx.db);

    const report = reportSchema.parse((await call(roleHolder, 'GET', `/reports/${id}`)).body);
    // the report keeps the name of the search it cannot read, so the message can name it
    expect(report.ssData[ownSecret]).toMatchObject({ alias: 'mine', name: 'Сделки автора' });
    const readable = await call(roleHolder, 'POST', `/semanticSearch/${S1}/run`, { limit: 10, offset: 0 });
    expect(readable.status, JSON.stringify(readable.body)).toBe(200);
    expect(readable.body.rows.map((r: { cells: { name: string } }) => r.cells.name)).toEqual(['Поставка']);
    const refused = await call(roleHolder, 'POST', `/semanticSearch/${ownSecret}/run`, { limit: 10, offset: 0 });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(`Не удалось загрузить семантический поиск ${ownSecret}. Вероятно, отсутствует необходимый доступ`);

    // an editor by assignment keeps the source they cannot read, but cannot add one
    await call(author, 'PUT', `/reports/${id}/sharing`, { role: [roleId], assignments: [{ userId: editor.id, edit: true }] });
    const kept = await call(editor, 'PUT', `/reports/${id}`, { name: 'Два источника (ред.)', source: [S1, ownSecret], ssData: report.ssData, template: report.template });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const added = await call(editor, 'PUT', `/reports/${id}`, { name: 'Три источника', source: [S1, ownSecret, S2], ssData: report.ssData, template: report.template });
    expect(added.status).toBe(400);
    expect((await call(author, 'GET', `/reports/${id}`)).body.name).toBe('Два источника (ред.)');

    // deleting the report takes its assignments with it
    expect((await call(author, 'DELETE', `/reports/${id}`)).status).toBe(200);
    expect(await server.ctx.db.selectFrom('assignments').select('id').where('obj_id', '=', id).execute()).toEqual([]);
  });
});
