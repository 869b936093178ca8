import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import type { DataQueryPlan } from './dataQueryPlan';
import { loadDerivedValues, type DerivedValueRow } from './derivedValuesReader';
import { loadInstanceClasses, MEMBERSHIP_ROWS } from './classMembers';

/** A value row of a page instance; `rule`: the OWL rule that derived it (a computed value). */
export type ValueRow = { inst: string; prop: string; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null; rule?: string };
/** An instance linking to a page instance through prop (for reverse fields). */
export type LinkRow = { target: string; prop: string; source: string };
/** A class a page instance is a member of; depth: its distance below the scope class (null: outside the scope); rule / inferred: derived, not stated. */
export type MemberRow = { inst: string; classId: string; depth: number | null; rule?: string; inferred?: true };
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

type UnionRow = { kind: 'v' | 'rev'; inst: string; prop: string | null; idx: number; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; lang: string | null };

/**
 * One statement for everything the page instances hold: their values (of the fields, or all),
 * the instances linking to them through reverse fields, and their class memberships.
 */
export async function loadPageData(db: Kysely<Database>, plan: DataQueryPlan, ids: string[]): Promise<PageData> {
  const forward = plan.fields?.filter((f) => !f.reverse && !f.prop.intrinsic).map((f) => f.prop.id);
  const reverse = plan.fields?.filter((f) => f.reverse).map((f) => f.prop.id) ?? [];
  const parts: RawBuilder<unknown>[] = [];
  if (!forward || forward.length) {
    const props = forward ? sql` and v.prop = any(${[...new Set(forward)]})` : sql``;
    parts.push(sql`select 'v' as kind, v.inst, v.prop, v.idx, v.t, v.n, v.b, v.d, v.r, v.lang from vals v where v.inst = any(${ids})${props}`);
  }
  if (reverse.length) {
    // named here too: it may be the only part, and the first part names the columns
    parts.push(sql`select 'rev' as kind, v.r as inst, v.prop, v.idx, null as t, null as n, null as b, null as d, v.inst as r, null as lang
      from vals v where v.prop = any(${[...new Set(reverse)]}) and v.r = any(${ids})`);
  }
  const [{ rows }, members, derived] = await Promise.all([
    parts.length ? sql<UnionRow>`${sql.join(parts, sql` union all `)}`.execute(db) : Promise.resolve({ rows: [] as UnionRow[] }),
    loadMembers(plan, db, ids),
    loadDerivedValues(db, ids, forward ?? null),
  ]);
  const data: PageData = { values: [], links: [], members };
  for (const row of rows) {
    if (row.kind === 'rev') data.links.push({ target: row.inst, prop: row.prop!, source: row.r! });
    else data.values.push({ inst: row.inst, prop: row.prop!, idx: row.idx, t: row.t, n: row.n, b: row.b, d: row.d, r: row.r, lang: row.lang });
  }
  addDerived(data, derived);
  data.values.sort((x, y) => (x.prop < y.prop ? -1 : x.prop > y.prop ? 1 : x.idx - y.idx));
  return data;
}

/**
 * The classes of the page instances as every screen counts them (classMembers.ts): stated ones, and
 * those a rule derived (marked with the rule) or the reasoner inferred (marked inferred); with a
 * scope, each with its depth below the scope class.
 */
async function loadMembers(plan: DataQueryPlan, db: Kysely<Database>, ids: string[]): Promise<MemberRow[]> {
  const rows = await loadInstanceClasses(db, ids, plan.scope?.classId);
  return rows.map((r) => ({
    inst: r.inst,
    classId: r.classId,
    depth: r.depth ?? null,
    ...(r.source === 'rule' ? { rule: r.rule ?? '' } : r.source === 'reasoner' ? { inferred: true as const } : {}),
  }));
}

/** What OWL rules derived about the page instances: values after the stated ones (marked with the rule). */
function addDerived(data: PageData, values: DerivedValueRow[]): void {
  const next = new Map<string, number>();
  for (const v of data.values) next.set(`${v.inst}|${v.prop}`, Math.max(next.get(`${v.inst}|${v.prop}`) ?? 0, v.idx + 1));
  for (const v of values) {
    const key = `${v.inst}|${v.prop}`;
    const idx = next.get(key) ?? 0;
    next.set(key, idx + 1);
    data.values.push({ inst: v.inst, prop: v.prop, idx, t: v.t, n: v.n, b: v.b, d: v.d, r: v.r, lang: null, rule: v.rule });
  }
}

/** One statement for the names (and, for page instances, author and date) of every instance the page names. */
export async function loadInstanceInfo(db: Kysely<Database>, ids: string[], underClasses: string[]): Promise<Map<string, InstanceInfo>> {
  const info = new Map<string, InstanceInfo>();
  if (ids.length === 0) return info;
  const under = underClasses.length
    ? sql`(select coalesce(json_agg(json_build_array(lc.ancestor, lc.depth)), '[]'::json) from ${MEMBERSHIP_ROWS} lm
        join class_closure lc on lc.descendant = lm.class_id where lm.inst = i.id and lc.ancestor = any(${underClasses}))`
    : sql`'[]'::json`;
  const { rows } = await sql<Omit<InstanceInfo, 'under'> & { under: unknown }>`select i.id, i.name, i.author, i.created_at, u.name as author_name, ${under} as under
    from instances i left join users u on u.id = i.author where i.id = any(${ids})`.execute(db);
  for (const row of rows) {
    const parsed = typeof row.under === 'string' ? (JSON.parse(row.under) as unknown) : row.under;
    info.set(row.id, { ...row, under: Array.isArray(parsed) ? (parsed as Array<[string, number]>) : [] });
  }
  return info;
}
