import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { DataQueryPlan } from './dataQueryPlan';
import type { DerivedValueRow } from './derivedValuesReader';
import type { MembershipSource } from './classMembers';
import { pageContentsSql, underClassesSql, type PageContentsRow } from './pageContentsQuery';

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

/**
 * Everything the page instances hold, in one statement (pageContentsQuery.ts): their values (of the
 * fields, or all, with what rules and decisions derived after the stated ones), the instances linking
 * to them through reverse fields, their classes as every screen counts them (classMembers.ts: stated,
 * derived by a rule — marked with it — or inferred by the reasoner; with a scope, each with its depth
 * below the scope class), and the names of every instance the page names.
 */
export async function loadPageContents(
  db: Kysely<Database>,
  plan: DataQueryPlan,
  ids: string[],
  named: { withClasses: boolean; underClasses: string[] },
): Promise<{ data: PageData; info: Map<string, InstanceInfo> }> {
  const { rows } = await pageContentsSql(plan, ids, named).execute(db);
  const data: PageData = { values: [], links: [], members: [] };
  const derived: DerivedValueRow[] = [];
  const info = new Map<string, InstanceInfo>();
  for (const row of rows) {
    if (row.kind === 'v') data.values.push({ inst: row.inst, prop: row.prop!, idx: row.idx!, t: row.t, n: row.n, b: row.b, d: row.d, r: row.r, lang: row.lang });
    else if (row.kind === 'rev') data.links.push({ target: row.inst, prop: row.prop!, source: row.r! });
    else if (row.kind === 'm') data.members.push(memberOf(row));
    else if (row.kind === 'dv') derived.push({ inst: row.inst, prop: row.prop!, t: row.t, n: row.n, b: row.b, d: row.d, r: row.r, rule: row.rule!, locks: Boolean(row.flag) });
    else info.set(row.inst, { id: row.inst, name: row.t ?? '', author: row.r, created_at: row.d!, author_name: row.lang, under: underOf(row.under) });
  }
  addDerived(data, derived);
  data.values.sort((x, y) => (x.prop < y.prop ? -1 : x.prop > y.prop ? 1 : x.idx - y.idx));
  return { data, info };
}

/** A membership row: a rule's is marked with the rule, the reasoner's as inferred. */
function memberOf(row: PageContentsRow): MemberRow {
  const source = row.t as MembershipSource;
  return {
    inst: row.inst,
    classId: row.prop!,
    depth: row.idx ?? null,
    ...(source === 'rule' ? { rule: row.rule ?? '' } : source === 'reasoner' ? { inferred: true as const } : {}),
  };
}

function underOf(value: unknown): Array<[string, number]> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as Array<[string, number]>) : [];
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
  const { rows } = await sql<Omit<InstanceInfo, 'under'> & { under: unknown }>`select i.id, i.name, i.author, i.created_at, u.name as author_name, ${underClassesSql(underClasses)} as under
    from instances i left join users u on u.id = i.author where i.id = any(${ids})`.execute(db);
  for (const row of rows) info.set(row.id, { ...row, under: underOf(row.under) });
  return info;
}
