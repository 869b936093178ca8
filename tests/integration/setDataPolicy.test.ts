import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { startTestServer, type TestServer } from './testServer';
import { createUser, expectRefused, newClass, newDataProperty, setOk, signInAdmin, storeCounts, uuid, type Auth } from './setDataTestKit';

describe('set_data write policy', () => {
  let server: TestServer;
  let admin: Auth;
  let editor: Auth;
  const Note = uuid();
  const locked = uuid();
  const plugin = uuid();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    editor = (await createUser(server, 'editor1', { roles: ['editor'] })).auth;
    await setOk(server, admin, [
      ...newClass(Note, 'Note'),
      ...newDataProperty(locked, 'locked', { domain: [Note], readonly: true, ru: 'Закрытое поле' }),
      { op: 'new', class: META_CLASS.Plugin, inst: plugin, name: 'plugin' },
      { op: 'upd', inst: plugin, prop: META_PROP.config, val: '{}' },
    ]);
  });
  afterAll(async () => server?.stop());

  it('refuses the public user', async () => {
    const { auth } = await createUser(server, 'public1', { public: true });
    await expectRefused(server, auth, [{ op: 'new', class: Note, name: 'x' }], 403, 'Недостаточно прав для изменения данных');
  });

  it('refuses a reader who is not also an editor', async () => {
    const reader = await createUser(server, 'reader1', { roles: ['reader'] });
    await expectRefused(server, reader.auth, [{ op: 'new', class: Note, name: 'x' }], 403, 'Недостаточно прав для изменения данных');
    const both = await createUser(server, 'reader2', { roles: ['reader', 'editor'] });
    await setOk(server, both.auth, [{ op: 'new', class: Note, name: 'by reader-editor' }]);
  });

  it('refuses a user without any role, and an editor whose role is switched off', async () => {
    const nobody = await createUser(server, 'nobody1', { roles: [] });
    await expectRefused(server, nobody.auth, [{ op: 'new', class: Note, name: 'x' }], 403, 'роль назначает администратор');
    const user = await createUser(server, 'editor3', { roles: ['editor'] });
    await setOk(server, user.auth, [{ op: 'new', class: Note, name: 'by an editor' }]);
    await server.ctx.db.updateTable('roles').set({ not_active: true }).where('code', '=', 'editor').execute();
    try {
      await expectRefused(server, user.auth, [{ op: 'new', class: Note, name: 'by a former editor' }], 403, 'Недостаточно прав для изменения данных');
    } finally {
      await server.ctx.db.updateTable('roles').set({ not_active: false }).where('code', '=', 'editor').execute();
    }
  });

  it('lets an editor build the ontology and its data, as its author', async () => {
    const note = uuid();
    const editorId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'editor1').executeTakeFirstOrThrow()).id;
    await setOk(server, editor, [...newClass(uuid(), 'Editor class', [Note]), { op: 'new', class: Note, inst: note, name: 'mine' }]);
    expect((await server.ctx.db.selectFrom('instances').select('author').where('id', '=', note).executeTakeFirstOrThrow()).author).toBe(editorId);
  });

  it('keeps instances of admin classes to administrators', async () => {
    await expectRefused(server, editor, [{ op: 'new', class: META_CLASS.Command, name: 'cmd' }], 403, 'Действие доступно только администраторам (data[0])');
    await expectRefused(server, editor, [{ op: 'upd', inst: plugin, prop: META_PROP.config, val: '{"a":1}' }], 403, 'Действие доступно только администраторам');
    await expectRefused(server, editor, [{ op: 'del', inst: plugin }], 403, 'Действие доступно только администраторам');
    const note = uuid();
    await setOk(server, editor, [{ op: 'new', class: Note, inst: note, name: 'n' }]);
    await expectRefused(server, editor, [{ op: 'add', inst: note, prop: 'class', val: META_CLASS.Plugin }], 403, 'Действие доступно только администраторам');
  });

  it('keeps subclasses of admin classes to administrators too', async () => {
    const SubCommand = uuid();
    await setOk(server, admin, newClass(SubCommand, 'SubCommand', [META_CLASS.Command]));
    await expectRefused(server, editor, [{ op: 'new', class: SubCommand, name: 'x' }], 403, 'Действие доступно только администраторам');
  });

  it('lets only administrators write read-only properties, author and date created', async () => {
    const note = uuid();
    await setOk(server, editor, [{ op: 'new', class: Note, inst: note, name: 'n' }]);
    await expectRefused(server, editor, [{ op: 'upd', inst: note, prop: locked, val: 'v' }], 403, 'Свойство "Закрытое поле" доступно только для чтения');
    await expectRefused(server, editor, [{ op: 'upd', inst: note, prop: 'author', val: uuid() }], 403, 'Свойство "Автор" доступно только для чтения');
    await expectRefused(server, editor, [{ op: 'upd', inst: note, prop: 'date_create', val: '2020-01-01T00:00:00Z' }], 403, 'доступно только для чтения');
    const other = uuid();
    await setOk(server, admin, [
      { op: 'upd', inst: note, prop: locked, val: 'v' },
      { op: 'upd', inst: note, prop: 'author', val: other },
      { op: 'upd', inst: note, prop: 'date_create', val: '2020-01-01T00:00:00Z' },
    ]);
    const row = await server.ctx.db.selectFrom('instances').selectAll().where('id', '=', note).executeTakeFirstOrThrow();
    expect(row.author).toBe(other);
    expect(new Date(row.created_at as unknown as string).toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('lets only administrators relabel built-ins', async () => {
    await expectRefused(server, editor, [{ op: 'upd', inst: META_CLASS.Class, prop: META_PROP.label, val: { lang: 'ru', text: 'Тип' } }], 403, 'Действие доступно только администраторам');
  });

  it('refuses a call without any session', async () => {
    const before = await storeCounts(server);
    const res = await fetch(`${server.api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act: 'set_data', payload: { data: [{ op: 'new', class: Note }] } }) });
    expect(res.status).toBe(401);
    expect(await storeCounts(server)).toEqual(before);
  });
});

describe('set_data with the public user configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
  });
  afterAll(async () => server?.stop());

  it('answers 403 to a caller without a session', async () => {
    const before = await storeCounts(server);
    const res = await fetch(`${server.api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act: 'set_data', payload: { data: [{ op: 'new', class: META_CLASS.Class, name: 'x' }] } }) });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Недостаточно прав для изменения данных');
    expect(await storeCounts(server)).toEqual(before);
  });
});
