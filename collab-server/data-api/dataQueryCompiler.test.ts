import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { META_CLASS } from '../../realtime/protocol/meta';
import type { PropertyDef } from './propertyCatalog';
import { resolveProp } from './resolvedProp';
import type { DataQueryPlan } from './dataQueryPlan';
import { countSql, groupsSql, pageSql } from './dataQueryCompiler';

const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const CLS = '00000000-0000-4000-8000-0000000000c1';
const WEIGHT = '00000000-0000-4000-8000-0000000000f1';
const OWNER = '00000000-0000-4000-8000-0000000000f2';
const ID1 = '00000000-0000-4000-8000-0000000000a1';
const def = (id: string, name: string, kind: 'data' | 'object', type: PropertyDef['type']): PropertyDef => ({ id, name, kind, type, range: null, domain: [], min: 0, max: -1, readonly: false, labels: {} });
const defs = new Map([
  [WEIGHT, def(WEIGHT, 'weight', 'data', 'float')],
  [OWNER, def(OWNER, 'owner', 'object', 'ref')],
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
      'select p.id, p.total from ( select i.id, "s0"."n" as "o0", (count(*) over ())::int as total from instances i left join vals "s0" on "s0"."inst" = i.id and "s0"."prop" = $1 and "s0"."idx" = 0 where i.id in (select m.instance_id from memberships m join class_closure cc on cc.descendant = m.class_id where cc.ancestor = $2) ) p order by "p"."o0" desc nulls last, p.id limit $3 offset $4',
      [WEIGHT, CLS, 50, 0],
    ],
    [
      'a class sorted by a link target name, leaving out unreadable classes',
      { scope: { classId: CLS, recursive: false }, order: [{ prop: prop(OWNER), dir: 'asc' }], excludeClasses: [META_CLASS.Command], offset: 100 },
      'select p.id, p.total from ( select i.id, "s0n"."name" as "o0", "s0"."r" as "o1", (count(*) over ())::int as total from instances i left join vals "s0" on "s0"."inst" = i.id and "s0"."prop" = $1 and "s0"."idx" = 0 left join instances "s0n" on "s0n"."id" = "s0"."r" where i.id in (select m.instance_id from memberships m where m.class_id = $2) and not exists (select 1 from memberships hm where hm.instance_id = i.id and hm.class_id = any($3)) ) p order by "p"."o0" asc nulls last, "p"."o1" asc nulls last, p.id limit $4 offset $5',
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
    expect(text(pageSql(plan(over)))).toEqual({ sql, parameters });
  });

  it('counts and groups over the same conditions', () => {
    const p = plan({ scope: { classId: CLS, recursive: false } });
    expect(text(countSql(p)).sql).toBe('select count(*)::int as n from instances i where i.id in (select m.instance_id from memberships m where m.class_id = $1)');
    expect(text(groupsSql(p, prop(OWNER)))).toEqual({
      sql: 'select g.val, g.cap, count(*)::int as n from ( select "g0"."r" as val, "g0n"."name" as cap, "g0n"."name" as "o0", "g0"."r" as "o1" from instances i left join vals "g0" on "g0"."inst" = i.id and "g0"."prop" = $1 and "g0"."idx" = 0 left join instances "g0n" on "g0n"."id" = "g0"."r" where i.id in (select m.instance_id from memberships m where m.class_id = $2) ) g group by g.val, g.cap, "g"."o0", "g"."o1" order by "g"."o0" asc nulls last, "g"."o1" asc nulls last',
      parameters: [OWNER, CLS],
    });
  });
});
