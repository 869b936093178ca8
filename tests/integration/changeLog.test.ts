import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { startTestServer, type TestServer } from './testServer';
import { createUser, newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

type LogRow = { user_id: string | null; page_url: string | null; tab_session_id: string | null; entity: string; prop: string | null; op: string; before: unknown; after: unknown };

describe('change log of set_data', () => {
  let server: TestServer;
  let admin: Auth;
  let editor: { id: string; auth: Auth };
  const Task = uuid();
  const title = uuid();
  const tags = uuid();
  const blocks = uuid();

  /** The rows the next call appends, in order. */
  async function logOf(call: () => Promise<unknown>): Promise<LogRow[]> {
    const last = await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
    await call();
    return server.ctx.db
      .selectFrom('change_log')
      .select(['user_id', 'page_url', 'tab_session_id', 'entity', 'prop', 'op', 'before', 'after'])
      .where('seq', '>', String(last?.seq ?? 0))
      .orderBy('seq')
      .execute() as Promise<LogRow[]>;
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    editor = await createUser(server, 'logger', { roles: ['editor'] });
    await setOk(server, admin, [
      ...newClass(Task, 'Task'),
      ...newDataProperty(title, 'title', { domain: [Task], max: 1 }),
      ...newDataProperty(tags, 'tags', { type: 'multiString', domain: [Task] }),
      ...newObjectProperty(blocks, 'blocks', { range: Task }),
    ]);
  });
  afterAll(async () => server?.stop());

  it('records each effective change with the caller, page url and tab session, before and after', async () => {
    const task = uuid();
    const rows = await logOf(() =>
      setOk(
        server,
        editor.auth,
        [
          { op: 'new', class: Task, inst: task, name: 'Write log' },
          { op: 'upd', inst: task, prop: title, val: 'First' },
          { op: 'upd', inst: task, prop: title, val: 'Second' },
          { op: 'upd', inst: task, prop: title, val: 'Second' },
          { op: 'add', inst: task, prop: tags, val: { lang: 'ru', text: 'срочно' } },
          { op: 'add', inst: task, prop: tags, val: 'misc' },
          { op: 'rem', inst: task, prop: tags, idx: 1 },
          { op: 'upd', inst: task, prop: 'name', val: 'Write the log' },
        ],
        { url: 'http://app/tasks/1', tab_session_id: 'tab-42', user_id: 'ignored' },
      ),
    );
    const common = { user_id: editor.id, page_url: 'http://app/tasks/1', tab_session_id: 'tab-42', entity: task };
    expect(rows).toEqual([
      { ...common, prop: null, op: 'new', before: null, after: { class: Task, name: 'Write log' } },
      { ...common, prop: title, op: 'upd', before: null, after: 'First' },
      { ...common, prop: title, op: 'upd', before: 'First', after: 'Second' },
      // the repeated 'Second' changed nothing and is not logged
      { ...common, prop: tags, op: 'add', before: null, after: { lang: 'ru', text: 'срочно' } },
      { ...common, prop: tags, op: 'add', before: null, after: 'misc' },
      { ...common, prop: tags, op: 'rem', before: 'misc', after: null },
      { ...common, prop: META_PROP.name, op: 'upd', before: 'Write log', after: 'Write the log' },
    ]);
  });

  it('records an upd that replaced several values with the list it replaced', async () => {
    const task = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Task, inst: task, name: 't' },
      { op: 'add', inst: task, prop: tags, val: 'a' },
      { op: 'add', inst: task, prop: tags, val: 'b' },
    ]);
    const rows = await logOf(() => setOk(server, admin, [{ op: 'upd', inst: task, prop: tags, val: 'c' }]));
    expect(rows.map((r) => [r.op, r.before, r.after])).toEqual([['upd', ['a', 'b'], 'c']]);
  });

  it('records membership changes and deletions with what was deleted, and del_force link removals', async () => {
    const [Other, a, b] = [uuid(), uuid(), uuid()];
    await setOk(server, admin, [
      ...newClass(Other, 'Other'),
      { op: 'new', class: Task, inst: a, name: 'a' },
      { op: 'new', class: Task, inst: b, name: 'b' },
      { op: 'upd', inst: a, prop: title, val: 'A' },
      { op: 'add', inst: b, prop: blocks, val: a },
    ]);
    const rows = await logOf(() =>
      setOk(server, admin, [
        { op: 'add', inst: a, prop: 'class', val: Other },
        { op: 'rem', inst: a, prop: 'class', val: Task },
        { op: 'del', inst: a, del_force: true },
      ]),
    );
    expect(rows.map((r) => [r.entity, r.prop, r.op, r.before, r.after])).toEqual([
      [a, META_PROP.instanceOf, 'add', null, Other],
      [a, META_PROP.instanceOf, 'rem', Task, null],
      [b, blocks, 'rem', a, null],
      [a, null, 'del', { name: 'a', author: expect.any(String), classes: [Other], vals: { [title]: ['A'] } }, null],
    ]);
  });

  it('writes no rows when the call is refused', async () => {
    const rows = await logOf(() => server.ctx.db.selectFrom('instances').select('id').limit(1).execute());
    expect(rows).toEqual([]);
    const refused = await logOf(async () => {
      const { setData } = await import('./setDataTestKit');
      const res = await setData(server, admin, [{ op: 'new', class: Task, name: 'x' }, { op: 'upd', inst: uuid(), prop: title, val: 'y' }]);
      expect(res.status).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it('records a new class and the default type of a new data property', async () => {
    const [K, p] = [uuid(), uuid()];
    const rows = await logOf(() => setOk(server, admin, [{ op: 'new', class: META_CLASS.Class, inst: K, name: 'K' }, { op: 'new', class: META_CLASS.DataProperty, inst: p, name: 'p' }]));
    expect(rows.map((r) => [r.entity, r.prop, r.op, r.after])).toEqual([
      [K, null, 'new', { class: META_CLASS.Class, name: 'K' }],
      [p, null, 'new', { class: META_CLASS.DataProperty, name: 'p' }],
      [p, META_PROP.type, 'add', 'string'],
    ]);
  });
});
