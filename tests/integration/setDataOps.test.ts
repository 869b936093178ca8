import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { callData, startTestServer, type TestServer } from './testServer';
import {
  classesOf,
  closureOf,
  expectRefused,
  newClass,
  newDataProperty,
  newObjectProperty,
  setOk,
  signInAdmin,
  storedValues,
  uuid,
  type Auth,
} from './setDataTestKit';

describe('set_data operations', () => {
  let server: TestServer;
  let admin: Auth;
  let adminId: string;
  const Person = uuid();
  const Robot = uuid();
  const age = uuid();
  const nick = uuid();
  const note = uuid();
  const friend = uuid();
  const alice = uuid();
  const bob = uuid();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    await setOk(server, admin, [
      ...newClass(Person, 'Person'),
      ...newClass(Robot, 'Robot'),
      ...newDataProperty(age, 'age', { type: 'int', domain: [Person], max: 1, ru: 'Возраст' }),
      ...newDataProperty(nick, 'nick', { domain: [Person] }),
      ...newDataProperty(note, 'note', { type: 'multiString', domain: [Person] }),
      ...newObjectProperty(friend, 'friend', { range: Person, domain: [Person] }),
      { op: 'new', class: Person, inst: alice, name: 'Alice' },
      { op: 'upd', inst: alice, prop: age, val: 30 },
      { op: 'new', class: Person, inst: bob, name: 'Bob' },
      { op: 'add', inst: bob, prop: friend, val: alice },
    ]);
  });
  afterAll(async () => server?.stop());

  it('creates classes, properties and instances that later items of the same call refer to', async () => {
    const row = await server.ctx.db.selectFrom('instances').selectAll().where('id', '=', alice).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Alice', author: adminId });
    expect(await classesOf(server, alice)).toEqual([Person]);
    expect(await classesOf(server, Person)).toEqual([META_CLASS.Class]);
    expect(await closureOf(server, Person)).toEqual([`${Person}:0`]);
    expect(await storedValues(server, alice, age)).toEqual([{ idx: 0, n: 30 }]);
    expect(await storedValues(server, bob, friend)).toEqual([{ idx: 0, r: alice }]);
    // a data property given no type ends the call as 'string'; a given one is kept
    expect(await storedValues(server, nick, META_PROP.type)).toEqual([{ idx: 0, t: 'string' }]);
    expect(await storedValues(server, age, META_PROP.type)).toEqual([{ idx: 0, t: 'int' }]);
    expect(await storedValues(server, age, META_PROP.label)).toEqual([{ idx: 0, t: 'Возраст', lang: 'ru' }]);
  });

  it('answers one row per item with the instance it touched, generating ids when none are given', async () => {
    const body = await setOk(server, admin, [
      { op: 'new', class: Person, name: 'Carol' },
      { op: 'upd', inst: alice, prop: 'name', val: 'Alice A.' },
    ]);
    expect(body.count_rows).toBe(2);
    expect(body.rows[0].op).toBe('new');
    expect(body.rows[0].inst).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.rows[1]).toEqual({ op: 'upd', inst: alice });
    expect((await server.ctx.db.selectFrom('instances').select('name').where('id', '=', alice).executeTakeFirstOrThrow()).name).toBe('Alice A.');
    expect((await server.ctx.db.selectFrom('instances').select('name').where('id', '=', body.rows[0].inst).executeTakeFirstOrThrow()).name).toBe('Carol');
  });

  it('upd replaces all values, with idx one position, and null removes', async () => {
    await setOk(server, admin, [
      { op: 'add', inst: alice, prop: nick, val: 'a' },
      { op: 'add', inst: alice, prop: nick, val: 'b' },
      { op: 'add', inst: alice, prop: nick, val: 'c' },
      { op: 'upd', inst: alice, prop: nick, val: 'B', idx: 1 },
    ]);
    expect(await storedValues(server, alice, nick)).toEqual([
      { idx: 0, t: 'a' },
      { idx: 1, t: 'B' },
      { idx: 2, t: 'c' },
    ]);
    await setOk(server, admin, [{ op: 'upd', inst: alice, prop: nick, val: 'only' }]);
    expect(await storedValues(server, alice, nick)).toEqual([{ idx: 0, t: 'only' }]);
    await setOk(server, admin, [{ op: 'upd', inst: alice, prop: nick, val: null }]);
    expect(await storedValues(server, alice, nick)).toEqual([]);
  });

  it('add appends or inserts at idx; rem by value or position renumbers contiguously', async () => {
    await setOk(server, admin, [
      { op: 'add', inst: bob, prop: nick, val: 'x' },
      { op: 'add', inst: bob, prop: nick, val: 'z' },
      { op: 'add', inst: bob, prop: nick, val: 'y', idx: 1 },
      { op: 'add', inst: bob, prop: nick, val: 'w', idx: 0 },
    ]);
    expect((await storedValues(server, bob, nick)).map((v) => `${v.idx}${v.t}`)).toEqual(['0w', '1x', '2y', '3z']);
    await setOk(server, admin, [
      { op: 'rem', inst: bob, prop: nick, val: 'x' },
      { op: 'rem', inst: bob, prop: nick, idx: 0 },
      { op: 'rem', inst: bob, prop: nick, val: 'not there' },
    ]);
    expect((await storedValues(server, bob, nick)).map((v) => `${v.idx}${v.t}`)).toEqual(['0y', '1z']);
  });

  it('refuses a value beyond the maximum cardinality, naming the property', async () => {
    await expectRefused(server, admin, [{ op: 'add', inst: alice, prop: age, val: 31 }], 400, 'Превышена максимальная кардинальность свойства "Возраст" (не более 1) (data[0])');
  });

  it('refuses a position that does not exist', async () => {
    await expectRefused(server, admin, [{ op: 'rem', inst: alice, prop: age, idx: 5 }], 400, 'Нет значения в позиции 5');
    await expectRefused(server, admin, [{ op: 'upd', inst: alice, prop: age, idx: 3, val: 1 }], 400, 'Нет значения в позиции 3');
  });

  it('updates one language of a multiString and keeps the others', async () => {
    await setOk(server, admin, [
      { op: 'upd', inst: alice, prop: note, val: { lang: 'ru', text: 'Привет' } },
      { op: 'upd', inst: alice, prop: note, val: { lang: 'en', text: 'Hello' } },
      { op: 'upd', inst: alice, prop: note, val: { lang: 'ru', text: 'Здравствуйте' } },
    ]);
    expect(await storedValues(server, alice, note)).toEqual([
      { idx: 0, t: 'Здравствуйте', lang: 'ru' },
      { idx: 1, t: 'Hello', lang: 'en' },
    ]);
    await setOk(server, admin, [{ op: 'rem', inst: alice, prop: note, val: 'Hello' }]);
    expect(await storedValues(server, alice, note)).toEqual([{ idx: 0, t: 'Здравствуйте', lang: 'ru' }]);
  });

  it('adds and removes class memberships, keeping at least one', async () => {
    const r2d2 = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Robot, inst: r2d2, name: 'R2' },
      { op: 'add', inst: r2d2, prop: 'class', val: Person },
    ]);
    expect(await classesOf(server, r2d2)).toEqual([Person, Robot].sort());
    await setOk(server, admin, [{ op: 'rem', inst: r2d2, prop: META_PROP.instanceOf, val: Robot }]);
    expect(await classesOf(server, r2d2)).toEqual([Person]);
    await expectRefused(server, admin, [{ op: 'rem', inst: r2d2, prop: 'class', val: Person }], 400, 'Экземпляр должен принадлежать хотя бы одному классу');
    await expectRefused(server, admin, [{ op: 'add', inst: r2d2, prop: 'class', val: META_CLASS.Class }], 400, 'задаётся только при создании');
    await expectRefused(server, admin, [{ op: 'add', inst: r2d2, prop: 'class', val: alice }], 400, `Unknown class: ${alice}`);
  });

  it('checks that a link points to an existing instance of the range', async () => {
    const robot = uuid();
    await setOk(server, admin, [{ op: 'new', class: Robot, inst: robot, name: 'Robbie' }]);
    await expectRefused(server, admin, [{ op: 'add', inst: alice, prop: friend, val: robot }], 400, 'Значение должно быть экземпляром класса "Person"');
    await expectRefused(server, admin, [{ op: 'add', inst: alice, prop: friend, val: uuid() }], 400, 'Unknown instance');
  });

  it('names unknown instances, classes and properties', async () => {
    const ghost = uuid();
    await expectRefused(server, admin, [{ op: 'upd', inst: ghost, prop: age, val: 1 }], 400, `Unknown instance: ${ghost} (data[0])`);
    await expectRefused(server, admin, [{ op: 'new', class: ghost }], 400, `Unknown class: ${ghost}`);
    await expectRefused(server, admin, [{ op: 'new', class: alice }], 400, `Unknown class: ${alice}`);
    await expectRefused(server, admin, [{ op: 'upd', inst: alice, prop: ghost, val: 1 }], 400, `Unknown property: ${ghost}`);
    await expectRefused(server, admin, [{ op: 'upd', inst: alice, prop: Person, val: 1 }], 400, `Unknown property: ${Person}`);
    await expectRefused(server, admin, [{ op: 'new', class: Person, inst: alice }], 400, `Экземпляр ${alice} уже существует`);
  });

  it('refuses malformed items naming the field', async () => {
    await expectRefused(server, admin, [{ op: 'upd', inst: alice, prop: age }], 400, 'data.0.val');
    await expectRefused(server, admin, [{ op: 'rem', inst: alice, prop: age }], 400, 'rem needs val or idx');
    await expectRefused(server, admin, [{ op: 'move', inst: alice }], 400, 'data.0.op');
    await expectRefused(server, admin, [{ op: 'new', class: Person, prop: age }], 400, 'Unrecognized key');
  });

  it('deletes an instance with its values and memberships', async () => {
    const temp = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Person, inst: temp, name: 'Temp' },
      { op: 'upd', inst: temp, prop: age, val: 5 },
    ]);
    await setOk(server, admin, [{ op: 'del', inst: temp }]);
    expect(await server.ctx.db.selectFrom('instances').select('id').where('id', '=', temp).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('vals').select('id').where('inst', '=', temp).execute()).toEqual([]);
    expect(await classesOf(server, temp)).toEqual([]);
  });

  it('refuses to delete a linked instance unless del_force, which removes the links', async () => {
    const target = uuid();
    const holder = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Person, inst: target, name: 'Target' },
      { op: 'new', class: Person, inst: holder, name: 'Holder' },
      { op: 'add', inst: holder, prop: friend, val: alice },
      { op: 'add', inst: holder, prop: friend, val: target },
    ]);
    await expectRefused(server, admin, [{ op: 'del', inst: target }], 400, 'Экземпляр используется в других объектах (ссылок: 1)');
    await setOk(server, admin, [{ op: 'del', inst: target, del_force: true }]);
    expect(await storedValues(server, holder, friend)).toEqual([{ idx: 0, r: alice }]);
    expect(await server.ctx.db.selectFrom('instances').select('id').where('id', '=', target).execute()).toEqual([]);
  });

  it('counts links as the call leaves them: a link removed earlier in the call does not stop the deletion', async () => {
    const target = uuid();
    const holder = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Person, inst: target, name: 'T2' },
      { op: 'new', class: Person, inst: holder, name: 'H2' },
      { op: 'add', inst: holder, prop: friend, val: target },
    ]);
    await setOk(server, admin, [
      { op: 'rem', inst: holder, prop: friend, val: target },
      { op: 'del', inst: target },
    ]);
    expect(await server.ctx.db.selectFrom('instances').select('id').where('id', '=', target).execute()).toEqual([]);
  });

  it('set_data1 also answers the resulting state of every touched instance', async () => {
    const dora = uuid();
    const gone = uuid();
    await setOk(server, admin, [{ op: 'new', class: Person, inst: gone, name: 'Gone' }]);
    const res = await callData(server, admin, 'set_data1', {
      data: [
        { op: 'new', class: Person, inst: dora, name: 'Dora' },
        { op: 'upd', inst: dora, prop: age, val: '41' },
        { op: 'add', inst: dora, prop: note, val: { lang: 'en', text: 'hi' } },
        { op: 'del', inst: gone },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.count_rows).toBe(4);
    expect(res.body.data).toEqual([
      {
        inst: dora,
        deleted: false,
        name: 'Dora',
        classes: [Person],
        author: adminId,
        date_create: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        vals: { [age]: [41], [note]: [{ lang: 'en', text: 'hi' }] },
      },
      { inst: gone, deleted: true },
    ]);
  });

  it('runs concurrent calls on one instance one after the other: no value is lost, positions stay contiguous', async () => {
    const busy = uuid();
    await setOk(server, admin, [{ op: 'new', class: Person, inst: busy, name: 'busy' }]);
    await Promise.all(Array.from({ length: 8 }, (_, i) => setOk(server, admin, [{ op: 'add', inst: busy, prop: nick, val: `c${i}` }])));
    const vals = await storedValues(server, busy, nick);
    expect(vals.map((v) => v.idx)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(vals.map((v) => v.t).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
  });
});
