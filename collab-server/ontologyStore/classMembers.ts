import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../store';

/**
 * What "members of a class" means, for every reader (get_data, get_form, semantic search, the fact
 * explorer): an instance is a member of a class when it is asserted so (memberships), an OWL rule
 * derives it (owl_rule_derived, a computed class) or the reasoner inferred it (a 'type' conclusion
 * of reasoner_inferences, resolved to stored ids when the run was saved) — and, with subclasses,
 * when it is a member of a class under it (class_closure). Screens that count or list members
 * use this one definition, so they never disagree.
 */

/** Where a membership comes from: stated, derived by an OWL rule, inferred by the reasoner. */
export type MembershipSource = 'asserted' | 'rule' | 'reasoner';

/**
 * Every membership as rows (inst, class_id, source, rule_id: the deriving rule). A plain UNION ALL
 * of branches without WHERE, which PostgreSQL flattens into an append relation (a branch with a
 * WHERE stays a subquery, and a join condition on the instance — a semantic search node, a link's
 * class — no longer reaches its index: a sequential scan per row). So a condition on the class or
 * on the instance reaches each branch's index: memberships' primary key and (instance, class),
 * owl_rule_derived_class / _inst, reasoner_inferences_members / _types. Branches other than
 * memberships hold rows that are no membership (a derived value, a conclusion of another kind):
 * their class_id (and, for the reasoner, inst) is null, which no condition on a class matches —
 * a reader listing classes says `class_id is not null`.
 */
const ASSERTED_ROWS = sql`select m.instance_id as inst, m.class_id, 'asserted'::text as source, null::uuid as rule_id from memberships m`;
const RULE_ROWS = sql`select d.inst, d.class_id, 'rule'::text, d.rule_id from owl_rule_derived d`;
const REASONER_ROWS = sql`select ri.subject_id, ri.object_id, 'reasoner'::text, null::uuid from reasoner_inferences ri`;

/** Which kinds of derived membership the store holds at all: a reader may leave out a branch that holds none. */
export type MembershipSources = { rule: boolean; reasoner: boolean };

/** Every branch: what a reader uses when it has not asked which the store holds. */
export const ALL_MEMBERSHIP_SOURCES: MembershipSources = { rule: true, reasoner: true };

/** The membership rows of the given sources (stated ones always), as a parenthesised union. */
export function membershipRows(sources: MembershipSources): RawBuilder<unknown> {
  const branches = [ASSERTED_ROWS, ...(sources.rule ? [RULE_ROWS] : []), ...(sources.reasoner ? [REASONER_ROWS] : [])];
  return sql`(${sql.join(branches, sql` union all `)})`;
}

export const MEMBERSHIP_ROWS = membershipRows(ALL_MEMBERSHIP_SOURCES);

/** The two probes of loadMembershipSources as one row (rule, reasoner), for a reader asking them beside other look-ups. */
export const membershipSourcesSql = sql<MembershipSources>`select exists (select 1 from owl_rule_derived where class_id is not null) as rule,
    exists (select 1 from reasoner_inferences where object_id is not null) as reasoner`;

/**
 * Whether any OWL rule derives a membership and whether the reasoner inferred any, in two index
 * probes. A hot reader (a semantic search over every row of a class) asks first and leaves out the
 * branches that hold nothing, so a store without derived memberships pays for none; a membership
 * derived between this answer and the read is the same as the read having come a moment earlier.
 */
export async function loadMembershipSources(db: Kysely<Database>): Promise<MembershipSources> {
  const { rows } = await sql<MembershipSources>`${membershipSourcesSql}`.execute(db);
  return { rule: Boolean(rows[0]?.rule), reasoner: Boolean(rows[0]?.reasoner) };
}

/** The ids of the members of a class (of it or, with `subclasses`, of any class under it), as a subquery; may repeat an id. */
export function classMembersSql(classId: string, subclasses: boolean, sources = ALL_MEMBERSHIP_SOURCES): RawBuilder<{ inst: string }> {
  const rows = sources === ALL_MEMBERSHIP_SOURCES ? MEMBERSHIP_ROWS : membershipRows(sources);
  return subclasses
    ? sql`select x.inst from ${rows} x join class_closure cc on cc.descendant = x.class_id where cc.ancestor = ${classId}`
    : sql`select x.inst from ${rows} x where x.class_id = ${classId}`;
}

/** True when the instance `inst` (an SQL reference) is a member of the class (or, with `subclasses`, of one under it). */
export function isClassMemberSql(inst: RawBuilder<unknown>, classId: string, subclasses: boolean, sources = ALL_MEMBERSHIP_SOURCES): RawBuilder<SqlBool> {
  const rows = sources === ALL_MEMBERSHIP_SOURCES ? MEMBERSHIP_ROWS : membershipRows(sources);
  return subclasses
    ? sql<SqlBool>`exists (select 1 from ${rows} x join class_closure cc on cc.descendant = x.class_id where x.inst = ${inst} and cc.ancestor = ${classId})`
    : sql<SqlBool>`exists (select 1 from ${rows} x where x.inst = ${inst} and x.class_id = ${classId})`;
}

/**
 * True when the instance `inst` is a member of one of `classIds` (a class and, for a subclass
 * condition, every class under it, read from the closure beforehand). One class is compared by
 * equality, which reaches memberships' primary key exactly; the planner then orders a semantic
 * search's joins as a hand-written statement would (an `any(array)` of even one class it does not).
 */
export function isMemberOfClassesSql(inst: RawBuilder<unknown>, classIds: readonly string[], sources = ALL_MEMBERSHIP_SOURCES): RawBuilder<SqlBool> {
  const rows = sources === ALL_MEMBERSHIP_SOURCES ? MEMBERSHIP_ROWS : membershipRows(sources);
  if (classIds.length === 0) return sql<SqlBool>`false`;
  const classCondition = classIds.length === 1 ? sql`x.class_id = ${classIds[0]}` : sql`x.class_id = any(${[...classIds]}::uuid[])`;
  return sql<SqlBool>`exists (select 1 from ${rows} x where x.inst = ${inst} and ${classCondition})`;
}

/** Each class with the classes under it (itself included), from the closure. */
export async function loadClassesUnder(db: Kysely<Database>, classIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return out;
  const { rows } = await sql<{ ancestor: string; descendant: string }>`select ancestor, descendant from class_closure where ancestor = any(${[...new Set(classIds)]}::uuid[])`.execute(db);
  for (const r of rows) out.get(r.ancestor)?.push(r.descendant);
  return out;
}

/** The classes the instance `inst` (an SQL reference) is a member of, once each, as a subquery of `class_id`. */
export function instanceClassIdsSql(inst: RawBuilder<unknown>): RawBuilder<{ class_id: string }> {
  return sql`select distinct x.class_id from ${MEMBERSHIP_ROWS} x where x.inst = ${inst} and x.class_id is not null`;
}

/** Of `instances`, those that are members of each of `classes` (of it or of a class under it), as (cls, inst) pairs. */
export async function loadMembersAmong(db: Kysely<Database>, classes: readonly string[], instances: readonly string[]): Promise<{ cls: string; inst: string }[]> {
  if (classes.length === 0 || instances.length === 0) return [];
  const { rows } = await sql<{ cls: string; inst: string }>`select distinct cc.ancestor as cls, x.inst
    from ${MEMBERSHIP_ROWS} x join class_closure cc on cc.descendant = x.class_id
    where cc.ancestor = any(${[...classes]}::uuid[]) and x.inst = any(${[...instances]}::uuid[])`.execute(db);
  return rows;
}

/** A class an instance is a member of: `rule` names the OWL rule of a derived membership; `depth`: below the class asked about (null: not under it, or not asked). */
export type InstanceClassRow = { inst: string; classId: string; source: MembershipSource; rule: string | null; depth?: number | null };

/** loadInstanceClasses' statement, for a reader that asks it beside other look-ups (get_data's page contents). */
export function instanceClassesSql(ids: readonly string[], depthBelow?: string): RawBuilder<{ inst: string; class_id: string; source: MembershipSource; rule: string | null; depth: number | null }> {
  const depth = depthBelow ? sql`(select cc.depth from class_closure cc where cc.ancestor = ${depthBelow} and cc.descendant = x.class_id)` : sql`null::int`;
  return sql`select distinct on (x.inst, x.class_id)
      x.inst, x.class_id, x.source, r.name as rule, ${depth} as depth
    from ${MEMBERSHIP_ROWS} x left join owl_rules r on r.id = x.rule_id
    where x.inst = any(${[...ids]}::uuid[]) and x.class_id is not null
    order by x.inst, x.class_id, case x.source when 'asserted' then 0 when 'rule' then 1 else 2 end, r.name`;
}

/**
 * The classes each of the instances is a member of, once each: a stated membership over a derived
 * one, a rule's over the reasoner's (a rule's carries its name). With `depthBelow`, each class's
 * depth under that class, in the same statement.
 */
export async function loadInstanceClasses(db: Kysely<Database>, ids: readonly string[], depthBelow?: string): Promise<InstanceClassRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await instanceClassesSql(ids, depthBelow).execute(db);
  return rows.map((r) => ({ inst: r.inst, classId: r.class_id, source: r.source, rule: r.rule, ...(depthBelow ? { depth: r.depth === null ? null : Number(r.depth) } : {}) }));
}

/**
 * The classes an instance is a member of and every ancestor of them, each at its nearest depth
 * (0: a class of its own) and marked by how it holds: stated when any stated membership reaches it.
 */
export async function loadClassesWithAncestors(db: Kysely<Database>, inst: string): Promise<(InstanceClassRow & { depth: number })[]> {
  const { rows } = await sql<{ class_id: string; depth: number; source: MembershipSource; rule: string | null }>`select distinct on (a.class_id)
      a.class_id, min(a.depth) over (partition by a.class_id)::int as depth, a.source, a.rule
    from (select coalesce(cc.ancestor, x.class_id) as class_id, coalesce(cc.depth, 0) as depth, x.source, r.name as rule
      from ${MEMBERSHIP_ROWS} x left join class_closure cc on cc.descendant = x.class_id left join owl_rules r on r.id = x.rule_id
      where x.inst = ${inst} and x.class_id is not null) a
    order by a.class_id, case a.source when 'asserted' then 0 when 'rule' then 1 else 2 end, a.depth, a.rule`.execute(db);
  return rows.map((r) => ({ inst, classId: r.class_id, source: r.source, rule: r.rule, depth: Number(r.depth) }));
}
