import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { classesOf, newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, storedValues, uuid, type Auth } from './setDataTestKit';

type Entry = { seq: string; op: string; prop: string | null; propCaption: string | null; userName: string | null; before: unknown; after: unknown; propIsLink: boolean };

describe('entity history and revert', () => {
  let server: TestServer;
  let admin: Auth & { token: string };
  let user: TestUser;
  const Person = uuid();
  const City = uuid();
  const title = uuid();
  const lives = uuid();
  const tags = uuid();
  const moscow = uuid();
  const paris = uuid();

  const history = async (entity: string, query = '', token = admin.token) => callApi(server, 'GET', `/history/${entity}${query}`, token);
  const changes = async (entity: string): Promise<Entry[]> => (await history(entity)).body.changes as Entry[];
  const revert = (seq: string, force?: boolean, token = admin.token) => callApi(server, 'POST', '/history/revert', token, force ? { seq, force } : { seq });

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signInAdmin(server)) as Auth & { token: string };
    user = await addTestUser(server, 'historian', 'Историк');
    await setOk(server, admin, [
      ...newClass(Person, 'Person'),
      ...newClass(City, 'City'),
      ...newDataProperty(title, 'title', { domain: [Person], max: 1, ru: 'Должность' }),
      ...newDataProperty(tags, 'tags', { type: 'multiString', domain: [Person] }),
      ...newObjectProperty(lives, 'livesIn', { range: City, domain: [Person], max: 1 }),
      { op: 'new', class: City, inst: moscow, name: 'Москва' },
      { op: 'new', class: City, inst: paris, name: 'Париж' },
    ]);
  });
  afterAll(async () => server?.stop());

  it('lists the changes newest first with the user, the caption and link names, paged', async () => {
    const ivan = uuid();
    await setOk(server, { token: user.token }, [{ op: 'new', class: Person, inst: ivan, name: 'Иван' }]);
    await setOk(server, { token: user.token }, [{ op: 'upd', inst: ivan, prop: title, val: 'инженер' }]);
    await setOk(server, { token: user.token }, [{ op: 'upd', inst: ivan, prop: lives, val: moscow }]);
    const res = await history(ivan);
    expect(res.status).toBe(200);
    const list = res.body.changes as Entry[];
    expect(list.map((c) => c.op)).toEqual(['upd', 'upd', 'new']);
    expect(list[0]).toMatchObject({ prop: lives, after: moscow, propIsLink: true, userName: 'Историк' });
    expect(list[1]).toMatchObject({ propCaption: 'Должность', after: 'инженер' });
    expect(res.body.names[moscow]).toBe('Москва');
    expect(res.body.entityName).toBe('Иван');
    const first = await history(ivan, '?limit=2');
    expect(first.body.more).toBe(true);
    const next = await history(ivan, `?limit=2&before=${first.body.changes[1].seq}`);
    expect(next.body.changes.map((c: Entry) => c.op)).toEqual(['new']);
    expect(next.body.more).toBe(false);
    expect((await history(ivan, '?limit=0')).status).toBe(400);
  });

  it('reverts upd, add and rem as new logged changes; refuses with 409 when changed since unless forced', async () => {
    const anna = uuid();
    await setOk(server, admin, [{ op: 'new', class: Person, inst: anna, name: 'Анна' }, { op: 'upd', inst: anna, prop: title, val: 'аналитик' }]);
    await setOk(server, admin, [{ op: 'upd', inst: anna, prop: title, val: 'руководитель' }]);
    await setOk(server, admin, [{ op: 'add', inst: anna, prop: tags, val: { lang: 'ru', text: 'опыт' } }]);
    let list = await changes(anna);
    const addTag = list.find((c) => c.op === 'add' && c.prop === tags)!;
    expect((await revert(addTag.seq)).status).toBe(200);
    expect(await storedValues(server, anna, tags)).toEqual([]);
    const promotion = list.find((c) => c.op === 'upd' && c.after === 'руководитель')!;
    expect((await revert(promotion.seq)).body).toMatchObject({ reverted: promotion.seq });
    expect((await storedValues(server, anna, title)).map((v) => v.t)).toEqual(['аналитик']);
    list = await changes(anna);
    expect(list[0]).toMatchObject({ op: 'upd', prop: title, before: 'руководитель', after: 'аналитик' });
    // someone sets another value: the promotion's after is no longer the value
    await setOk(server, admin, [{ op: 'upd', inst: anna, prop: title, val: 'директор' }]);
    const stale = await revert(promotion.seq);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('Должность');
    expect((await storedValues(server, anna, title)).map((v) => v.t)).toEqual(['директор']);
    expect((await revert(promotion.seq, true)).status).toBe(200);
    expect((await storedValues(server, anna, title)).map((v) => v.t)).toEqual(['аналитик']);
    // rem → add back
    await setOk(server, admin, [{ op: 'add', inst: anna, prop: tags, val: 'x' }]);
    await setOk(server, admin, [{ op: 'rem', inst: anna, prop: tags, val: 'x' }]);
    const rem = (await changes(anna))[0]!;
    expect(rem.op).toBe('rem');
    expect((await revert(rem.seq)).status).toBe(200);
    expect((await storedValues(server, anna, tags)).map((v) => v.t)).toEqual(['x']);
    // a name change
    await setOk(server, admin, [{ op: 'upd', inst: anna, prop: 'name', val: 'Анна П.' }]);
    const rename = (await changes(anna))[0]!;
    expect(rename.prop).toBe(META_PROP.name);
    expect((await revert(rename.seq)).status).toBe(200);
    const row = await server.ctx.db.selectFrom('instances').select('name').where('id', '=', anna).executeTakeFirstOrThrow();
    expect(row.name).toBe('Анна');
  });

  it('reverts a creation (refused while something depends on it, unless forced) and recreates a deleted instance with its links', async () => {
    const city = uuid();
    const petr = uuid();
    await setOk(server, admin, [{ op: 'new', class: City, inst: city, name: 'Казань' }]);
    const creation = (await changes(city))[0]!;
    await setOk(server, admin, [{ op: 'new', class: Person, inst: petr, name: 'Пётр' }, { op: 'upd', inst: petr, prop: lives, val: city }, { op: 'add', inst: petr, prop: tags, val: 'a' }]);
    const refused = await revert(creation.seq);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('del_force');
    // delete the city with its incoming link, then undo the deletion: the city and Пётр's link come back
    await setOk(server, admin, [{ op: 'del', inst: city, del_force: true }]);
    expect(await storedValues(server, petr, lives)).toEqual([]);
    const deletion = (await changes(city))[0]!;
    expect(deletion.op).toBe('del');
    expect((await revert(deletion.seq)).status).toBe(200);
    expect(await classesOf(server, city)).toEqual([City]);
    expect((await storedValues(server, petr, lives)).map((v) => v.r)).toEqual([city]);
    expect((await revert(deletion.seq)).status).toBe(409);
    // undoing Пётр's creation deletes him (nothing links to him)
    const petrNew = (await changes(petr)).at(-1)!;
    expect(petrNew.op).toBe('new');
    expect((await revert(petrNew.seq)).status).toBe(200);
    expect(await server.ctx.db.selectFrom('instances').select('id').where('id', '=', petr).executeTakeFirst()).toBeUndefined();
    expect((await revert(petrNew.seq)).status).toBe(409);
  });

  it('checks input and access: bad seq, unknown seq, commands hidden from non-administrators', async () => {
    expect((await callApi(server, 'POST', '/history/revert', admin.token, { seq: 'abc' })).status).toBe(400);
    expect((await revert('999999999')).status).toBe(404);
    expect((await callApi(server, 'GET', `/history/${Person}`)).status).toBe(401);
    expect((await history('not-an-id')).status).toBe(400);
    const command = uuid();
    await setOk(server, admin, [{ op: 'new', class: META_CLASS.Command, inst: command, name: 'secret_cmd' }, { op: 'upd', inst: command, prop: META_PROP.query, val: '{}' }]);
    expect((await history(command)).status).toBe(200);
    expect((await history(command, '', user.token)).status).toBe(403);
    const seq = (await changes(command))[0]!.seq;
    expect((await revert(seq, false, user.token)).status).toBe(403);
    const data = await callData(server, admin, 'get_data', { idx: command });
    expect(data.status).toBe(200);
  });
});
