import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { seedInstances } from '../fixtures/ontologyFixture';
import { callData, startTestServer, type TestServer } from './testServer';
import { instOrder, seedCommand, seedReadOntology, signInAdmin, signInNewUser, type Auth, type ReadOntology } from './readOntologySeed';

describe('get_data: commands and the result cache', () => {
  let server: TestServer;
  let admin: Auth;
  let user: Auth;
  let other: Auth;
  let o: ReadOntology;

  const get = (payload: object, auth: Auth = user) => callData(server, { session: auth.session }, 'get_data', payload);
  const clear = async (kind: 'command' | 'userCommand', command: string, auth?: Auth) => {
    const res = await fetch(`${server.api}/utils/cache/${kind}/${command}`, { method: 'DELETE', headers: auth ? { authorization: auth.token } : {} });
    return { status: res.status, body: await res.json() };
  };
  const cacheRows = async (command: string) =>
    (await server.ctx.db.selectFrom('result_cache').select(['user_id']).where('command', '=', command).execute()).map((r) => r.user_id);
  /** A new animal, so a fresh answer differs from a cached one. */
  const addAnimal = (name: string) => seedInstances(server.ctx.db, [{ name, classes: [o.C.Mammal] }]);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    user = await signInNewUser(server, 'commander', 'Командир');
    other = await signInNewUser(server, 'second', 'Второй');
    o = await seedReadOntology(server, user.userId);
    await seedCommand(server, 'animalsByWeight', { class: o.C.Animal, recursive: true, fields: [{ prop: o.P.weight }], sort: { prop: o.P.weight }, limit: 3 });
    await seedCommand(server, 'broken', { class: 'not an id' });
    await seedCommand(server, 'listCommands', { class: META_CLASS.Command });
  });
  afterAll(async () => server?.stop());

  it('runs a stored query for any signed-in user; the request pages, re-sorts and narrows it', async () => {
    const { status, body } = await get({ command: 'animalsByWeight' });
    expect(status).toBe(200);
    expect(body.count_rows).toBe(5);
    expect(instOrder(body.rows)).toEqual([o.I.Batty, o.I.Tweety, o.I.Rex]);
    const paged = await get({ command: 'animalsByWeight', limit: 1, offset: 1 });
    expect(instOrder(paged.body.rows)).toEqual([o.I.Tweety]);
    expect(paged.body.rows[0].row).toBe(2);
    const narrowed = await get({ command: 'animalsByWeight', filter: { prop: o.P.legs, val: 4 }, sort: { prop: o.P.weight, dir: 'desc' } });
    expect(instOrder(narrowed.body.rows)).toEqual([o.I.Leo, o.I.Rex]);
    expect(narrowed.body.count_rows).toBe(2);
  });

  it('refuses unknown commands, broken stored queries and changes a command does not take', async () => {
    const unknown = await get({ command: 'noSuchCommand' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown command: noSuchCommand');
    const broken = await get({ command: 'broken' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('Command broken has an invalid query: class: must be a 36-character lowercase UUID');
    const extra = await get({ command: 'animalsByWeight', class: o.C.Bird });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toBe('With command, a request may only give limit, offset, sort, filter, idx and cache, not: class');
    const badName = await get({ command: "x'; drop table instances; --" });
    expect(badName.status).toBe(400);
    expect(badName.body.error).toMatch(/^Invalid get_data payload: command: letters, digits/);
  });

  it('runs a command with the caller’s rights: a user may not list commands through one', async () => {
    const denied = await get({ command: 'listCommands' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Команды доступны только администраторам');
    const allowed = await get({ command: 'listCommands' }, admin);
    expect(allowed.status).toBe(200);
    expect(allowed.body.count_rows).toBe(3);
  });

  it('caches a command with cacheSeconds once per kind of caller, until an administrator clears it', async () => {
    await seedCommand(server, 'sharedMammals', { class: o.C.Mammal, fields: [{ prop: 'name' }] }, { cacheSeconds: 300 });
    expect((await get({ command: 'sharedMammals' })).body.count_rows).toBe(2);
    await addAnimal('Shared 1');
    expect((await get({ command: 'sharedMammals' })).body.count_rows).toBe(2);
    expect((await get({ command: 'sharedMammals' }, other)).body.count_rows).toBe(2); // the same kind of caller
    expect((await get({ command: 'sharedMammals' }, admin)).body.count_rows).toBe(3);
    expect(await cacheRows('sharedMammals')).toEqual([null, null]);

    const notAdmin = await clear('command', 'sharedMammals', user);
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error).toBe('Действие доступно только администраторам');
    const anonymous = await clear('command', 'sharedMammals');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Необходимо войти в систему');
    expect(await cacheRows('sharedMammals')).toHaveLength(2);

    expect(await clear('command', 'sharedMammals', admin)).toEqual({ status: 200, body: { result: 'ok', removed: 2 } });
    expect(await cacheRows('sharedMammals')).toEqual([]);
    expect((await get({ command: 'sharedMammals' })).body.count_rows).toBe(3);
  });

  it('caches a perUser command per user; a user clears only their own answers', async () => {
    await seedCommand(server, 'myMammals', { class: o.C.Mammal, fields: [{ prop: 'name' }] }, { cacheSeconds: 300, perUser: true });
    const before = (await get({ command: 'myMammals' })).body.count_rows;
    await get({ command: 'myMammals' }, other);
    expect((await cacheRows('myMammals')).sort()).toEqual([user.userId, other.userId].sort());
    await addAnimal('PerUser 1');
    expect((await get({ command: 'myMammals' })).body.count_rows).toBe(before);

    expect(await clear('userCommand', 'myMammals', user)).toEqual({ status: 200, body: { result: 'ok', removed: 1 } });
    expect(await cacheRows('myMammals')).toEqual([other.userId]);
    expect((await get({ command: 'myMammals' })).body.count_rows).toBe(before + 1);
    expect((await get({ command: 'myMammals' }, other)).body.count_rows).toBe(before);
    const badPath = await clear('userCommand', 'bad%20name', user);
    expect(badPath.status).toBe(400);
    expect(badPath.body.error).toMatch(/^Invalid path: command: letters, digits/);
  });

  it('caches any request with cache: N, per user and per request, ignoring expired answers', async () => {
    const request = { class: o.C.Mammal, fields: [{ prop: 'name' }], cache: 120 };
    const first = (await get(request)).body.count_rows;
    await addAnimal('Cached 1');
    expect((await get(request)).body.count_rows).toBe(first);
    expect((await get({ ...request, limit: 50 })).body.count_rows).toBe(first + 1); // another request
    expect((await get(request, other)).body.count_rows).toBe(first + 1); // another user
    expect((await get({ ...request, cache: 0 })).body.count_rows).toBe(first + 1);

    await sql`update result_cache set expires_at = now() - interval '1 second' where user_id = ${user.userId} and command is null`.execute(server.ctx.db);
    expect((await get(request)).body.count_rows).toBe(first + 1);

    await get({ class: o.C.Bird, cache: true });
    const { rows } = await sql<{ secs: number }>`select extract(epoch from expires_at - now())::int as secs from result_cache where key like 'request:%' order by expires_at desc limit 1`.execute(
      server.ctx.db,
    );
    expect(rows[0]!.secs).toBeGreaterThan(50);
  });
});
