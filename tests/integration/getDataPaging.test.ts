import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClasses, seedInstances } from '../fixtures/ontologyFixture';
import type { Caller } from '../../collab-server/auth/caller';
import { countSql, pageSql, whereSql } from '../../collab-server/ontologyStore/dataQueryCompiler';
import { estimateWalk, orderedKey } from '../../collab-server/ontologyStore/orderedPageQuery';
import { planDataQuery } from '../../collab-server/ontologyStore/dataQueryPlan';
import { getDataPayloadSchema } from '../../realtime/protocol/dataApi/getData';
import { callData, startTestServer, type TestServer } from './testServer';
import { instOrder, seedReadOntology, signInAdmin, signInNewUser, type Auth, type ReadOntology } from './readOntologySeed';

describe('get_data: sort, group, limit and offset', () => {
  let server: TestServer;
  let admin: Auth;
  let o: ReadOntology;
  let names: Record<string, string>;

  const get = async (payload: object) => {
    const res = await callData(server, { session: admin.session }, 'get_data', { class: o.C.Animal, recursive: true, fields: [{ prop: 'name' }], ...payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const order = async (payload: object) => instOrder((await get(payload)).rows).map((id) => names[id]!);
  const byId = (...n: string[]) => [...n].sort((a, b) => ((o.I as any)[a] < (o.I as any)[b] ? -1 : 1));

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    const user = await signInNewUser(server, 'sorter', 'Сортировщик');
    o = await seedReadOntology(server, user.userId);
    names = Object.fromEntries(Object.entries(o.I).map(([n, id]) => [id, n]));
  });
  afterAll(async () => server?.stop());

  it('sorts by a property both ways, with instances without a value last', async () => {
    expect(await order({ sort: { prop: o.P.weight } })).toEqual(['Batty', 'Tweety', 'Rex', 'Leo', 'Plainy']);
    expect(await order({ sort: [{ prop: o.P.weight, dir: 'desc' }] })).toEqual(['Leo', 'Rex', 'Tweety', 'Batty', 'Plainy']);
  });

  it('breaks ties by id, and applies several keys in turn', async () => {
    expect(await order({ sort: { prop: o.P.legs } })).toEqual([...byId('Batty', 'Tweety'), ...byId('Leo', 'Rex'), 'Plainy']);
    expect(await order({ sort: { prop: o.P.legs, dir: 'desc' } })).toEqual([...byId('Leo', 'Rex'), ...byId('Batty', 'Tweety'), 'Plainy']);
    expect(await order({ sort: [{ prop: o.P.legs, dir: 'desc' }, { prop: 'name', dir: 'desc' }] })).toEqual(['Rex', 'Leo', 'Tweety', 'Batty', 'Plainy']);
  });

  it('sorts by intrinsic properties and by a link target name', async () => {
    expect(await order({ sort: { prop: 'date_create', dir: 'desc' } })).toEqual(['Plainy', 'Leo', 'Batty', 'Tweety', 'Rex']);
    expect(await order({ sort: { prop: 'name', dir: 'desc' } })).toEqual(['Tweety', 'Rex', 'Plainy', 'Leo', 'Batty']);
    expect(await order({ sort: [{ prop: 'author' }, { prop: 'name' }] })).toEqual(['Rex', 'Tweety', 'Batty', 'Leo', 'Plainy']);
    expect(await order({ sort: [{ prop: o.P.owner }, { prop: 'name' }] })).toEqual(['Leo', 'Rex', 'Tweety', 'Batty', 'Plainy']);
    expect(await order({ sort: [{ prop: 'class', dir: 'desc' }, { prop: 'name' }] })).toEqual(['Leo', 'Rex', 'Tweety', 'Batty', 'Plainy']);
  });

  it('pages with limit and offset, numbering rows from offset + 1 and counting every match', async () => {
    const page = await get({ sort: { prop: 'name' }, limit: 2, offset: 1, fields: [{ prop: 'name' }, { prop: o.P.legs }] });
    expect(page.count_rows).toBe(5);
    expect(page.rows.map((r: any) => [names[r.inst], r.row, r.val])).toEqual([
      ['Leo', 2, 'Leo'],
      ['Leo', 2, 4],
      ['Plainy', 3, 'Plainy'],
    ]);
    const past = await get({ limit: 10, offset: 50 });
    expect(past).toEqual({ rows: [], count_rows: 5 });
    const countOnly = await get({ limit: 0, filter: { prop: o.P.legs, val: 4 } });
    expect(countOnly).toEqual({ rows: [], count_rows: 2 });
    // one instance per page gives the same order as the whole list
    const whole = await order({ sort: { prop: o.P.legs } });
    const oneByOne: string[] = [];
    for (let offset = 0; offset < 5; offset++) oneByOne.push(...(await order({ sort: { prop: o.P.legs }, limit: 1, offset })));
    expect(oneByOne).toEqual(whole);
  });

  it('returns at most 100 instances by default', async () => {
    await seedInstances(
      server.ctx.db,
      Array.from({ length: 105 }, (_, n) => ({ name: `Crowd ${String(n).padStart(3, '0')}`, classes: [o.C.Person] })),
    );
    const res = await callData(server, { session: admin.session }, 'get_data', { class: o.C.Person, fields: [{ prop: 'name' }] });
    expect(res.body.count_rows).toBe(107);
    expect(instOrder(res.body.rows)).toHaveLength(100);
    expect(res.body.rows[99].row).toBe(100);
  });

  it('groups: rows ordered by the group value first, groups counted over the whole matching set', async () => {
    const grouped = await get({ group: o.P.tame, sort: { prop: o.P.weight, dir: 'desc' } });
    expect(instOrder(grouped.rows).map((id) => names[id])).toEqual(['Leo', 'Batty', 'Rex', 'Tweety', 'Plainy']);
    expect(grouped.groups).toEqual([
      { val: false, cap: 'false', count: 2 },
      { val: true, cap: 'true', count: 2 },
      { val: null, cap: null, count: 1 },
    ]);
    const paged = await get({ group: o.P.owner, sort: { prop: 'name' }, limit: 2 });
    expect(instOrder(paged.rows).map((id) => names[id])).toEqual(['Leo', 'Rex']);
    expect(paged.count_rows).toBe(5);
    expect(paged.groups).toEqual([
      { val: o.I.Alice, cap: 'Alice', count: 2 },
      { val: o.I.Bob, cap: 'Bob', count: 1 },
      { val: null, cap: null, count: 2 },
    ]);
    const byClass = await get({ group: 'class', filter: { prop: o.P.legs, op: 'notEmpty' } });
    expect(byClass.groups).toEqual([
      { val: o.C.Bat, cap: 'Bat', count: 1 },
      { val: o.C.Bird, cap: 'Bird', count: 1 },
      { val: o.C.Mammal, cap: 'Mammal', count: 2 },
    ]);
  });

  it('pages by one key exactly like the one-statement plan, across the boundary between valued and empty instances', async () => {
    const shelf = randomUUID();
    const [, sub] = await seedClasses(server.ctx.db, [{ id: shelf, name: 'Shelf' }, { name: 'SubShelf', parents: [shelf] }]);
    const { P } = o;
    // ties (2, 2 and 'b', 'b'), three instances without weight, one without note, one in both classes
    const [s1, , , s4, s5, , s7] = await seedInstances(server.ctx.db, [
      { name: 'S1', classes: [shelf], values: { [P.weight]: 2, [P.note]: 'b' } },
      { name: 'S2', classes: [shelf], values: { [P.weight]: 1, [P.note]: 'a' } },
      { name: 'S3', classes: [sub!], values: { [P.weight]: 2, [P.note]: 'b' } },
      { name: 'S4', classes: [shelf, sub!], values: { [P.weight]: 3 } },
      { name: 'S5', classes: [sub!], values: { [P.note]: 'c' } },
      { name: 'S6', classes: [shelf], values: { [P.note]: 'B' } },
      { name: 'S7', classes: [sub!] },
    ]);
    const ids = async (payload: object) => {
      const res = await callData(server, { session: admin.session }, 'get_data', { class: shelf, recursive: true, fields: [{ prop: 'name' }], ...payload });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: instOrder(res.body.rows), count: res.body.count_rows as number };
    };
    // on data this small the server sorts whole; the index walk is forced here, on the same store
    const db = server.ctx.db;
    const caller: Caller = { user: await db.selectFrom('users').selectAll().where('id', '=', admin.userId).executeTakeFirstOrThrow(), session: null, isPublic: false };
    const walked = async (payload: object) => {
      const plan = await planDataQuery(db, caller, getDataPayloadSchema.parse({ class: shelf, recursive: true, ...payload }));
      const rows = (await pageSql(plan, 'always').execute(db)).rows;
      return { ids: rows.map((r) => r.id), count: rows[0]?.total ?? (await countSql(plan).execute(db)).rows[0]!.n };
    };
    for (const prop of [P.weight, P.note, 'name']) {
      for (const dir of ['asc', 'desc']) {
        // a second key that only repeats the tie-break makes the one-statement (window) plan
        const whole = await ids({ sort: [{ prop, dir }, { prop: 'id' }], limit: 100 });
        expect(whole.count).toBe(7);
        expect((await ids({ sort: { prop, dir }, limit: 100 })).ids).toEqual(whole.ids);
        for (const limit of [2, 3]) {
          for (let offset = 0; offset <= 8; offset++) {
            const expected = { ids: whole.ids.slice(offset, offset + limit), count: 7 };
            expect(await ids({ sort: { prop, dir }, limit, offset }), `${prop} ${dir} ${limit}@${offset}`).toEqual(expected);
            expect(await walked({ sort: { prop, dir }, limit, offset }), `walked: ${prop} ${dir} ${limit}@${offset}`).toEqual(expected);
          }
        }
      }
    }
    // the store's planner answers the estimate the choice of plan rests on
    const shelfPlan = await planDataQuery(db, caller, getDataPayloadSchema.parse({ class: shelf, sort: { prop: P.weight } }));
    const estimate = await estimateWalk(db, orderedKey(shelfPlan)!, whereSql(shelfPlan));
    expect(estimate.matches).toBeGreaterThan(0);
    expect(estimate.values).toBeGreaterThan(0);
    const filtered = await ids({ sort: { prop: P.weight, dir: 'desc' }, filter: { prop: 'name', op: 'in', val: ['S1', 'S5', 'S7', 'S4'] }, limit: 2, offset: 1 });
    expect(filtered).toEqual({ ids: [s1, [s5!, s7!].sort()[0]], count: 4 });
    const inFilter = { filter: { prop: 'name', op: 'in', val: ['S1', 'S5', 'S7', 'S4'] } };
    expect(await walked({ sort: { prop: P.weight, dir: 'desc' }, ...inFilter, limit: 2, offset: 1 })).toEqual(filtered);
    expect(await ids({ sort: { prop: P.weight }, ...inFilter, limit: 5, offset: 3 })).toEqual({ ids: [[s5!, s7!].sort()[1]], count: 4 });
    expect(await walked({ sort: { prop: P.weight }, ...inFilter, limit: 5, offset: 3 })).toEqual({ ids: [[s5!, s7!].sort()[1]], count: 4 });
    expect(s4).toBeDefined();
  });
});
