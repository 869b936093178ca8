import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { USER_MARKER } from '../../realtime/protocol/metaModel';
import { callData, startTestServer, type TestServer } from './testServer';
import { instOrder, seedReadOntology, signInAdmin, signInNewUser, type Auth, type ReadOntology } from './readOntologySeed';

describe('get_data: filters', () => {
  let server: TestServer;
  let admin: Auth;
  let user: Auth;
  let o: ReadOntology;
  let names: Record<string, string>;

  /** The names of the matching animals, in name order. */
  const match = async (filter: unknown, auth?: Auth): Promise<string[]> => {
    const { status, body } = await callData(server, { session: (auth ?? admin).session }, 'get_data', { class: o.C.Animal, recursive: true, filter, fields: [{ prop: 'name' }] });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.count_rows).toBe(instOrder(body.rows).length);
    return instOrder(body.rows).map((id) => names[id]!);
  };
  const refused = async (payload: unknown): Promise<string> => {
    const { status, body } = await callData(server, { session: admin.session }, 'get_data', { class: o.C.Animal, recursive: true, ...(payload as object) });
    expect(status, JSON.stringify(body)).toBe(400);
    return body.error;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    user = await signInNewUser(server, 'filterer', 'Фильтр');
    o = await seedReadOntology(server, user.userId);
    names = Object.fromEntries(Object.entries(o.I).map(([n, id]) => [id, n]));
  });
  afterAll(async () => server?.stop());

  it.each([
    ['eq on float', { prop: 'weight', op: 'eq', val: 30.5 }, ['Rex']],
    ['ne (also matches no value)', { prop: 'legs', op: 'ne', val: 4 }, ['Batty', 'Plainy', 'Tweety']],
    ['lt', { prop: 'weight', op: 'lt', val: 1 }, ['Batty', 'Tweety']],
    ['lte', { prop: 'weight', op: 'lte', val: 0.1 }, ['Batty', 'Tweety']],
    ['gt with numeric text', { prop: 'weight', op: 'gt', val: '30.5' }, ['Leo']],
    ['gte', { prop: 'weight', op: 'gte', val: 30.5 }, ['Leo', 'Rex']],
    ['in', { prop: 'legs', op: 'in', val: [2, 3] }, ['Batty', 'Tweety']],
    ['eq with a list is in', { prop: 'legs', op: 'eq', val: [4] }, ['Leo', 'Rex']],
    ['empty', { prop: 'weight', op: 'empty' }, ['Plainy']],
    ['notEmpty', { prop: 'born', op: 'notEmpty' }, ['Batty', 'Rex', 'Tweety']],
    ['eq null is empty', { prop: 'born', op: 'eq', val: null }, ['Leo', 'Plainy']],
    ['contains is case-insensitive', { prop: 'note', op: 'contains', val: 'lIo' }, ['Leo']],
    ['starts', { prop: 'note', op: 'starts', val: 'good' }, ['Rex']],
    ['contains takes % literally', { prop: 'note', op: 'contains', val: '50%' }, ['Tweety']],
    ['contains takes _ literally', { prop: 'note', op: 'contains', val: 'f_s' }, ['Tweety']],
    ['a quote and SQL in a value are data', { prop: 'note', op: 'contains', val: "'; drop table vals; --" }, ['Batty']],
    ['bool eq false', { prop: 'tame', op: 'eq', val: false }, ['Batty', 'Leo']],
    ['bool as text', { prop: 'tame', op: 'eq', val: 'true' }, ['Rex', 'Tweety']],
    ['date lt', { prop: 'born', op: 'lt', val: '2020-06-01' }, ['Batty', 'Rex']],
    ['dateTime gte', { prop: 'seen', op: 'gte', val: '2024-05-01T12:00:00Z' }, ['Rex']],
    ['object property eq id', { prop: 'owner', op: 'eq', val: 'ALICE' }, ['Leo', 'Rex']],
    ['object property contains name', { prop: 'owner', op: 'contains', val: 'bo' }, ['Tweety']],
    ['multiple values: any matches', { prop: 'friend', op: 'eq', val: 'TWEETY' }, ['Batty', 'Leo']],
    ['name starts', { prop: 'name', op: 'starts', val: 'b' }, ['Batty']],
    ['name in', { prop: 'name', op: 'in', val: ['Rex', 'Leo', 'Nobody'] }, ['Leo', 'Rex']],
    ['date_create gt', { prop: 'date_create', op: 'gt', val: '2024-01-03' }, ['Batty', 'Leo', 'Plainy']],
    ['class eq (direct membership)', { prop: 'class', op: 'eq', val: 'MAMMAL' }, ['Leo', 'Rex']],
    ['class contains', { prop: 'class', op: 'contains', val: 'bir' }, ['Tweety']],
    ['id in', { prop: 'id', op: 'in', val: ['REX', 'PLAINY'] }, ['Plainy', 'Rex']],
    ['or', { or: [{ prop: 'legs', val: 4 }, { prop: 'name', val: 'Plainy' }] }, ['Leo', 'Plainy', 'Rex']],
    ['and', { and: [{ prop: 'legs', val: 4 }, { prop: 'tame', val: true }] }, ['Rex']],
    ['a list is and', [{ prop: 'legs', val: 2 }, { prop: 'weight', op: 'lt', val: 0.08 }], ['Batty']],
    ['not', { not: { prop: 'legs', op: 'in', val: [2, 4] } }, ['Plainy']],
  ])('%s', async (_title, rawFilter, expected) => {
    // property names and instance names in the table stand for their ids
    const resolve = (node: any): any => {
      if (Array.isArray(node)) return node.map(resolve);
      if (node.and) return { and: node.and.map(resolve) };
      if (node.or) return { or: node.or.map(resolve) };
      if (node.not) return { not: resolve(node.not) };
      const prop = (o.P as Record<string, string>)[node.prop] ?? node.prop;
      const id = (v: unknown) => (typeof v === 'string' && /^[A-Z]+$/.test(v) ? (o.I as any)[v[0] + v.slice(1).toLowerCase()] ?? (o.C as any)[v[0] + v.slice(1).toLowerCase()] : v);
      return { ...node, prop, ...(node.val !== undefined ? { val: Array.isArray(node.val) ? node.val.map(id) : id(node.val) } : {}) };
    };
    expect(await match(resolve(rawFilter))).toEqual(expected);
  });

  it('replaces the user marker with the caller', async () => {
    expect(await match({ prop: 'author', val: USER_MARKER }, user)).toEqual(['Rex', 'Tweety']);
    expect(await match({ prop: 'author', val: USER_MARKER }, admin)).toEqual([]);
    expect(await match({ prop: 'author', op: 'contains', val: 'фильт' })).toEqual(['Rex', 'Tweety']);
  });

  it('filters by fields: filter with filter_mode, reverse and class', async () => {
    const get = (fields: unknown) => callData(server, { session: admin.session }, 'get_data', { class: o.C.Animal, recursive: true, fields });
    const legs = await get([{ prop: o.P.legs, filter: 3, filter_mode: 'gt' }]);
    expect(instOrder(legs.body.rows).map((i) => names[i])).toEqual(['Leo', 'Rex']);
    const befriended = await get([{ prop: o.P.friend, reverse: true, filter_mode: 'notEmpty' }]);
    expect(instOrder(befriended.body.rows).map((i) => names[i])).toEqual(['Rex', 'Tweety']);
    const byLinker = await get([{ prop: o.P.friend, reverse: true, filter: 'bat', filter_mode: 'contains' }]);
    expect(instOrder(byLinker.body.rows).map((i) => names[i])).toEqual(['Tweety']);
    const friendIsBird = await get([{ prop: o.P.friend, class: o.C.Bird, filter_mode: 'notEmpty' }]);
    expect(instOrder(friendIsBird.body.rows).map((i) => names[i])).toEqual(['Batty', 'Leo']);
    const friendIsMammalDeep = await get([{ prop: o.P.friend, class: o.C.Animal, recursive: true, filter: o.I.Rex }]);
    expect(instOrder(friendIsMammalDeep.body.rows).map((i) => names[i])).toEqual(['Leo']);
  });

  it('refuses values that do not fit the type and operators that do not apply', async () => {
    expect(await refused({ filter: { prop: o.P.legs, val: 'four' } })).toBe('Filter value "four" does not fit property «legs» of type int');
    expect(await refused({ filter: { prop: o.P.born, val: '2020-13-01' } })).toBe('Неверный формат даты: "2020-13-01" (property «born», expected YYYY-MM-DD)');
    expect(await refused({ filter: { prop: o.P.tame, val: 'maybe' } })).toBe('Filter value "maybe" does not fit property «tame» of type bool');
    expect(await refused({ filter: { prop: o.P.owner, val: "x' or 1=1 --" } })).toBe('Filter value "x\' or 1=1 --" does not fit property «owner» of type ref');
    expect(await refused({ filter: { prop: o.P.seen, op: 'gt', val: 'yesterday' } })).toBe('Filter value "yesterday" does not fit property «seen» of type dateTime');
    expect(await refused({ filter: { prop: o.P.tame, op: 'lt', val: true } })).toBe('Operator lt does not apply to property «tame» of type bool');
    expect(await refused({ filter: { prop: o.P.legs, op: 'contains', val: '4' } })).toBe('Operator contains does not apply to property «legs» of type int');
    expect(await refused({ filter: { prop: o.P.legs, op: 'lt', val: [1, 2] } })).toBe('Operator lt takes one value (property «legs»)');
    expect(await refused({ filter: { prop: o.P.legs, op: 'eq' } })).toBe('Filter on «legs» needs a value (val)');
    expect(await refused({ filter: { prop: o.P.legs, op: 'in', val: [1, null] } })).toBe('Filter value null for property «legs»: use the operator empty or notEmpty');
    expect(await refused({ fields: [{ prop: o.P.note, filter: 1, filter_mode: 'lt', class: o.C.Bird }] })).toBe('reverse and class apply to object properties only, not to «note»');
  });

  it('refuses unknown properties and malformed references in filters and sorts without touching the store', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from vals`.execute(server.ctx.db);
    const unknown = '11111111-1111-4111-8111-111111111111';
    expect(await refused({ filter: { prop: unknown, val: 1 } })).toBe(`Unknown property: ${unknown}`);
    expect(await refused({ filter: { prop: "name'; drop table vals; --", val: 1 } })).toMatch(/^Invalid get_data payload: filter/);
    expect(await refused({ sort: { prop: 'name; drop table vals', dir: 'asc' } })).toMatch(/^Invalid get_data payload: sort/);
    expect(await refused({ sort: { prop: 'name', dir: 'asc; drop table vals' } })).toMatch(/^Invalid get_data payload: sort/);
    expect(await refused({ filter: { prop: 'name', op: 'like', val: 'x' } })).toMatch(/^Invalid get_data payload: filter/);
    const after = await sql<{ n: number }>`select count(*)::int as n from vals`.execute(server.ctx.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
