import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { offlineSqlCompiler } from './offlineSqlCompiler';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import type { PropertyDef } from './propertyCatalog';
import { resolveProp } from './resolvedProp';
import type { DataQueryPlan } from './dataQueryPlan';
import { countSql, groupsSql, whereSql, windowPageSql } from './dataQueryCompiler';
import { cappedWalkSql, emptyPageSql, orderedKey, valuedCountSql, valuedPageSql, walkCap, walkMayPay, walkPays, type OrderedKey } from './orderedPageQuery';

const db = offlineSqlCompiler;
const CLS = '00000000-0000-4000-8000-0000000000c1';
const WEIGHT = '00000000-0000-4000-8000-0000000000f1';
const OWNER = '00000000-0000-4000-8000-0000000000f2';
const TITLE = '00000000-0000-4000-8000-0000000000f3';
const FLAG = '00000000-0000-4000-8000-0000000000f4';
const ID1 = '00000000-0000-4000-8000-0000000000a1';
const def = (id: string, name: string, kind: 'data' | 'object', type: PropertyDef['type']): PropertyDef => ({ id, name, kind, type, range: null, domain: [], min: 0, max: -1, readonly: false, labels: {} });
const defs = new Map([
  [WEIGHT, def(WEIGHT, 'weight', 'data', 'float')],
  [OWNER, def(OWNER, 'owner', 'object', 'ref')],
  [TITLE, def(TITLE, 'title', 'data', 'string')],
  [FLAG, def(FLAG, 'flag', 'data', 'bool')],
]);
const prop = (ref: string) => resolveProp(ref, defs);
const plan = (over: Partial<DataQueryPlan>): DataQueryPlan => ({
  scope: null, idx: null, where: [], excludeClasses: [], order: [], group: null, limit: 50, offset: 0, fields: null, showName: true, defs, ...over,
});
const text = (q: { compile: (d: Kysely<unknown>) => { sql: string; parameters: readonly unknown[] } }) => {
  const { sql, parameters } = q.compile(db);
  return { sql: sql.replace(/\s+/g, ' ').trim(), parameters };
};

describe('get_data SQL', () => {
  it.each<[string, Partial<DataQueryPlan>, string, unknown[]]>([
    [
      'a recursive class sorted by a number, counted by a window inside the subquery',
      { scope: { classId: CLS, recursive: true }, order: [{ prop: prop(WEIGHT), dir: 'desc' }] },
      'select p.id, p.total from ( select i.id, "s0"."n" as "o0", (count(*) over ())::int as total from instances i left join vals "s0" on "s0"."inst" = i.id and "s0"."prop" = $1 and "s0"."idx" = 0 where i.id in (select x.inst from (select m.instance_id as inst, m.class_id, \'asserted\'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, \'rule\'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, \'reasoner\'::text, null::uuid from reasoner_inferences ri) x join class_closure cc on cc.descendant = x.class_id where cc.ancestor = $2) ) p order by "p"."o0" desc nulls last, p.id limit $3 offset $4',
      [WEIGHT, CLS, 50, 0],
    ],
    [
      'a class sorted by a link target name, leaving out unreadable classes',
      { scope: { classId: CLS, recursive: false }, order: [{ prop: prop(OWNER), dir: 'asc' }], excludeClasses: [META_CLASS.Command], offset: 100 },
      'select p.id, p.total from ( select i.id, "s0n"."name" as "o0", "s0"."r" as "o1", (count(*) over ())::int as total from instances i left join vals "s0" on "s0"."inst" = i.id and "s0"."prop" = $1 and "s0"."idx" = 0 left join instances "s0n" on "s0n"."id" = "s0"."r" where i.id in (select x.inst from (select m.instance_id as inst, m.class_id, \'asserted\'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, \'rule\'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, \'reasoner\'::text, null::uuid from reasoner_inferences ri) x where x.class_id = $2) and not exists (select 1 from memberships hm where hm.instance_id = i.id and hm.class_id = any($3)) ) p order by "p"."o0" asc nulls last, "p"."o1" asc nulls last, p.id limit $4 offset $5',
      [OWNER, CLS, [META_CLASS.Command], 50, 100],
    ],
    [
      'ids in the order given',
      { idx: [ID1] },
      'select p.id, p.total from ( select i.id, array_position(cast($1 as uuid[]), i.id) as "o0", (count(*) over ())::int as total from instances i where i.id = any($2) ) p order by "p"."o0" asc nulls last, p.id limit $3 offset $4',
      [[ID1], [ID1], 50, 0],
    ],
    [
      'the group key first',
      { group: prop('name'), order: [{ prop: prop('date_create'), dir: 'desc' }] },
      'select p.id, p.total from ( select i.id, "i"."name" as "o0", "i"."created_at" as "o1", (count(*) over ())::int as total from instances i where true ) p order by "p"."o0" asc nulls last, "p"."o1" desc nulls last, p.id limit $1 offset $2',
      [50, 0],
    ],
  ])('%s', (_title, over, sql, parameters) => {
    expect(text(windowPageSql(plan(over)))).toEqual({ sql, parameters });
  });

  it('counts and groups over the same conditions', () => {
    const p = plan({ scope: { classId: CLS, recursive: false } });
    expect(text(countSql(p)).sql).toBe('select count(*)::int as n from instances i where i.id in (select x.inst from (select m.instance_id as inst, m.class_id, \'asserted\'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, \'rule\'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, \'reasoner\'::text, null::uuid from reasoner_inferences ri) x where x.class_id = $1)');
    expect(text(groupsSql(p, prop(OWNER)))).toEqual({
      sql: 'select g.val, g.cap, count(*)::int as n from ( select "g0"."r" as val, "g0n"."name" as cap, "g0n"."name" as "o0", "g0"."r" as "o1" from instances i left join vals "g0" on "g0"."inst" = i.id and "g0"."prop" = $1 and "g0"."idx" = 0 left join instances "g0n" on "g0n"."id" = "g0"."r" where i.id in (select x.inst from (select m.instance_id as inst, m.class_id, \'asserted\'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, \'rule\'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, \'reasoner\'::text, null::uuid from reasoner_inferences ri) x where x.class_id = $2) ) g group by g.val, g.cap, "g"."o0", "g"."o1" order by "g"."o0" asc nulls last, "g"."o1" asc nulls last',
      parameters: [OWNER, CLS],
    });
  });

  it.each<[string, Partial<DataQueryPlan>, OrderedKey | null]>([
    ['a float property', { order: [{ prop: prop(WEIGHT), dir: 'desc' }] }, { prop: WEIGHT, column: 'n', dir: 'desc' }],
    ['a string property in a recursive class', { scope: { classId: CLS, recursive: true }, order: [{ prop: prop(TITLE), dir: 'asc' }] }, { prop: TITLE, column: 't', dir: 'asc' }],
    ['name (the default order): its index holds every class', { order: [{ prop: prop('name'), dir: 'asc' }] }, null],
    ['id', { order: [{ prop: prop('id'), dir: 'desc' }] }, null],
    ['a link: ordered by the linked name', { order: [{ prop: prop(OWNER), dir: 'asc' }] }, null],
    ['a bool: no index', { order: [{ prop: prop(FLAG), dir: 'asc' }] }, null],
    ['date_create: no index', { order: [{ prop: prop('date_create'), dir: 'asc' }] }, null],
    ['author', { order: [{ prop: prop('author'), dir: 'asc' }] }, null],
    ['two keys', { order: [{ prop: prop(TITLE), dir: 'asc' }, { prop: prop('name'), dir: 'asc' }] }, null],
    ['a group', { group: prop(FLAG), order: [{ prop: prop(TITLE), dir: 'asc' }] }, null],
    ['ids', { idx: [ID1], order: [{ prop: prop(TITLE), dir: 'asc' }] }, null],
    ['ids in the order given', { idx: [ID1] }, null],
  ])('ordered walk or window: %s', (_title, over, key) => {
    expect(orderedKey(plan(over))).toEqual(key);
  });

  const titleKey = (dir: 'asc' | 'desc'): OrderedKey => ({ prop: TITLE, column: 't', dir });
  const classWhere = whereSql(plan({ scope: { classId: CLS, recursive: false } }));
  const inClass = 'i.id in (select x.inst from (select m.instance_id as inst, m.class_id, \'asserted\'::text as source, null::uuid as rule_id from memberships m union all select d.inst, d.class_id, \'rule\'::text, d.rule_id from owl_rule_derived d union all select ri.subject_id, ri.object_id, \'reasoner\'::text, null::uuid from reasoner_inferences ri) x where x.class_id = $';
  it.each<[string, { compile: (d: Kysely<unknown>) => { sql: string; parameters: readonly unknown[] } }, string, unknown[]]>([
    [
      'valued instances by the value, then id (asc: a forward walk of vals_prop_t)',
      valuedPageSql(titleKey('asc'), classWhere, 50, 0),
      `select s.inst as id from vals s join instances i on i.id = s.inst where "s"."prop" = $1 and "s"."idx" = 0 and "s"."t" is not null and ${inClass}2) order by "s"."t" asc, s.inst limit $3 offset $4`,
      [TITLE, CLS, 50, 0],
    ],
    [
      'valued instances desc: a backward walk, ties by id ascending',
      valuedPageSql(titleKey('desc'), classWhere, 10, 20),
      `select s.inst as id from vals s join instances i on i.id = s.inst where "s"."prop" = $1 and "s"."idx" = 0 and "s"."t" is not null and ${inClass}2) order by "s"."t" desc, s.inst limit $3 offset $4`,
      [TITLE, CLS, 10, 20],
    ],
    [
      'instances without a value, by id',
      emptyPageSql(titleKey('desc'), classWhere, 7, 3),
      `select i.id from instances i where ${inClass}1) and not exists (select 1 from vals e where e.inst = i.id and "e"."prop" = $2 and "e"."idx" = 0 and "e"."t" is not null) order by i.id limit $3 offset $4`,
      [CLS, TITLE, 7, 3],
    ],
    [
      'the valued count',
      valuedCountSql(titleKey('asc'), classWhere),
      `select count(*)::int as n from vals s join instances i on i.id = s.inst where "s"."prop" = $1 and "s"."idx" = 0 and "s"."t" is not null and ${inClass}2)`,
      [TITLE, CLS],
    ],
    [
      'the capped walk: the first entries of the index in order, the page of them, the count beside',
      cappedWalkSql(titleKey('desc'), classWhere, sql<{ n: number }>`select 7 as n`, 120, 10, 20),
      `select w.inst as id, (select 7 as n) as total from ( select s.inst, "s"."t" as k from vals s where "s"."prop" = $1 and "s"."idx" = 0 and "s"."t" is not null order by "s"."t" desc, s.inst limit $2) w join instances i on i.id = w.inst where ${inClass}3) order by w.k desc, w.inst limit $4 offset $5`,
      [TITLE, 120, CLS, 10, 20],
    ],
  ])('ordered page SQL: %s', (_title, query, sql, parameters) => {
    expect(text(query)).toEqual({ sql, parameters });
  });

  it.each<[string, number, number, number, number, boolean]>([
    ['20,000 of 100,000 valued match, the first page: ~250 entries read', 20_000, 100_000, 50, 0, true],
    ['20,000 of 100,000, a page ending at 1,000: ~5,000 entries read', 20_000, 100_000, 50, 950, true],
    ['2,000 of 100,000 match: ~2,500 entries read for 2,000 matches', 2_000, 100_000, 50, 0, false],
    ['2,000 of 10,000 match', 2_000, 10_000, 50, 0, true],
    ['1,361 of 19,769 match (a class and its own property, estimated as independent): ~730 entries read', 1_361, 19_769, 50, 0, true],
    ['too few matches to walk', 999, 999, 50, 0, false],
    ['no page', 20_000, 100_000, 0, 0, false],
  ])('walk or sort: %s', (_title, matches, values, limit, offset, walk) => {
    expect(walkMayPay(limit, offset) && walkPays(matches, values, limit, offset)).toBe(walk);
  });
  it('caps the walk at twice the entries the estimates say the page needs, and a page more', () => {
    expect(walkCap(20_000, 100_000, 50, 0)).toBe(550);
    expect(walkCap(0, 0, 50, 950)).toBe(2050);
  });
  it('sorts pages ending past 1,000 whole without asking the planner', () => {
    expect(walkMayPay(100, 900)).toBe(true);
    expect(walkMayPay(100, 901)).toBe(false);
  });
});
