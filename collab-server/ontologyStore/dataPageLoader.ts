import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import type { DataQueryPlan } from './dataQueryPlan';
import { loadDerivedMemberships, loadDerivedValues } from './derivedValuesReader';

/** A value row of a page instance; `rule`: the OWL rule that derived it (a computed value). */
export type ValueRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null; rule?: string };
/** An instance linking to a page instance through prop (for reverse fields). */
export type LinkRow = { target: string; prop: string; source: string };
/** A class a page instance is a member of; depth: its distance below the scope class (null: outside the scope). */
export type MemberRow = { inst: string; classId: string; depth: number | null; rule?: string };
/** An instance named on the page: the page instances, linked instances, linking instances, classes. */
export type InstanceInfo = {
  id: string;
  name: string;
  author: string | null;
  created_at: Date | string;
  author_name: string | null;
  /** The field classes the instance falls under, with their depth (for fields with `class`). */
  under: Array<[string, number]>;
};

export type PageData = { values: ValueRow[]; links: LinkRow[]; members: MemberRow[] };

type UnionRow = { kind: 'v' | 'rev' | 'm'; inst: string; prop: string | null; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null; depth: number | null };

/**
 * One statement for everything the page instances hold: their values (of the fields, or all),
 * the instances linking to them through reverse fields, and their class memberships.
 */
export async function loadPageData(db: Kysely<Database>, plan: DataQueryPlan, ids: string[]): Promise<PageData> {
  const forward = plan.fields?.filter((f) => !f.reverse && !f.prop.intrinsic).map((f) => f.prop.id);
  const reverse = plan.fields?.filter((f) => f.reverse).map((f) => f.prop.id) ?? [];
  const parts: RawBuilder<unknown>[] = [];
  const depth = plan.scope ? sql`(select cc.depth from class_closure cc where cc.ancestor = ${plan.scope.classId} and cc.descendant = m.class_id)` : sql`null::int`;
  parts.push(sql`select 'm' as kind, m.instance_id as inst, null::uuid as prop, 0 as idx, null::text as t, null::float8 as n, null::boolean as b,
    null::timestamptz as d, m.class_id as r, null::text as lang, ${depth} as depth from memberships m where m.instance_id = any(${ids})`);
  if (!forward || forward.length) {
    const props = forward ? sql` and v.prop = any(${[...new Set(forward)]})` : sql``;
    parts.push(sql`select 'v', v.inst, v.prop, v.idx, v.t, v.n, v.b, v.d, v.r, v.lang, null from vals v where v.inst = any(${ids})${props}`);
  }
  if (reverse.length) {
    parts.push(sql`select 'rev', v.r, v.prop, v.idx, null, null, null, null, v.inst, null, null from vals v where v.prop = any(${[...new Set(reverse)]}) and v.r = any(${ids})`);
  }
  const { rows } = await sql<UnionRow>`${sql.join(parts, sql` union all `)}`.execute(db);
  const data: PageData = { values: [], links: [], members: [] };
  for (const row of rows) {
    if (row.kind === 'm') data.members.push({ inst: row.inst, classId: row.r!, depth: row.depth });
    else if (row.kind === 'rev') data.links.push({ target: row.inst, prop: row.prop!, source: row.r! });
    else data.values.push({ inst: row.inst, prop: row.prop!, idx: row.idx, t: row.t, n: row.n, b: row.b, d: row.d, r: row.r, lang: row.lang });
  }
  await addDerived(db, data, ids, forward ?? null);
  data.values.sort((x, y) => (x.prop < y.prop ? -1 : x.prop > y.prop ? 1 : x.idx - y.idx));
  return data;
}

/** What OWL rules derived about the page instances: values after the stated ones, memberships beside them (both marked with the rule). */
async function addDerived(db: Kysely<Database>, data: PageData, ids: string[], props: string[] | null): Promise<void> {
  const [values, members] = await Promise.all([loadDerivedValues(db, ids, props), loadDerivedMemberships(db, ids)]);
  const next = new Map<string, number>();
  for (const v of data.values) next.set(`${v.inst}|${v.prop}`, Math.max(next.get(`${v.inst}|${v.prop}`) ?? 0, v.idx + 1));
  for (const v of values) {
    const key = `${v.inst}|${v.prop}`;
    const idx = next.get(key) ?? 0;
    next.set(key, idx + 1);
    data.values.push({ inst: v.inst, prop: v.prop, idx, t: v.t, n: v.n, b: v.b, d: v.d, r: v.r, lang: null, rule: v.rule });
  }
  for (const m of members) data.members.push({ inst: m.inst, classId: m.classId, depth: null, rule: m.rule });
}

/** One statement for the names (and, for page instances, author and date) of every instance the page names. */
export async function loadInstanceInfo(db: Kysely<Database>, ids: string[], underClasses: string[]): Promise<Map<string, InstanceInfo>> {
  const info = new Map<string, InstanceInfo>();
  if (ids.length === 0) return info;
  const under = underClasses.length
    ? sql`(select coalesce(json_agg(json_build_array(lc.ancestor, lc.depth)), '[]'::json) from memberships lm
        join class_closure lc on lc.descendant = lm.class_id where lm.instance_id = i.id and lc.ancestor = any(${underClasses}))`
    : sql`'[]'::json`;
  const { rows } = await sql<Omit<InstanceInfo, 'under'> & { under: unknown }>`select i.id, i.name, i.author, i.created_at, u.name as author_name, ${under} as under
    from instances i left join users u on u.id = i.author where i.id = any(${ids})`.execute(db);
  for (const row of rows) {
    const parsed = typeof row.under === 'string' ? (JSON.parse(row.under) as unknown) : row.under;
    info.set(row.id, { ...row, under: Array.isArray(parsed) ? (parsed as Array<[string, number]>) : [] });
  }
  return info;
}
