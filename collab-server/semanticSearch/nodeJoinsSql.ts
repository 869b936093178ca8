import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { MembershipSources, ResolvedFilter } from '../ontologyStore';
import { filterSql, isMemberOfClassesSql } from '../ontologyStore';
import type { ResolvedNode, ResolvedSearch } from './resolvedSearch';

type Raw = RawBuilder<unknown>;

/** The compiler's own alias of a node: `n0` is the root. */
export const nodeAlias = (search: ResolvedSearch, key: string): string => `n${search.nodes.findIndex((n) => n.key === key)}`;

export type JoinOptions = {
  /** Conditions on nodes beyond the search's own (the result table's column filters). */
  extraFilters: Map<string, ResolvedFilter[]>;
  /** Classes the caller may not read: their instances are left out of every node. */
  unreadable: string[];
  /** Binds the root node to one instance. */
  inst: string | null;
  /** The kinds of derived membership the store holds (loadMembershipSources): the others are left out of class conditions. */
  sources: MembershipSources;
  /** Each node's class with the classes under it (loadClassesUnder), read once per run. */
  classesUnder: Map<string, string[]>;
};

/** Instance columns besides the id: a node whose filters or columns read them joins its instance row. */
const ROW_COLUMNS: ReadonlySet<string> = new Set(['name', 'author', 'dateCreate']);

function filterReadsRow(f: ResolvedFilter): boolean {
  switch (f.kind) {
    case 'and':
    case 'or':
      return f.nodes.some(filterReadsRow);
    case 'not':
      return filterReadsRow(f.node);
    case 'hierarchy':
      return false;
    case 'cond':
      return f.prop.intrinsic !== null && ROW_COLUMNS.has(f.prop.intrinsic);
  }
}

const and = (parts: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> => (parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`);

function nodeFilters(node: ResolvedNode, search: ResolvedSearch, options: JoinOptions): ResolvedFilter[] {
  return [search.nodeFilters.get(node.key), ...(options.extraFilters.get(node.key) ?? [])].filter((f): f is ResolvedFilter => f !== undefined);
}

/** The node's class and rights conditions on the instance id `id`. */
function memberConditions(node: ResolvedNode, id: Raw, options: JoinOptions): RawBuilder<SqlBool>[] {
  // members as every screen counts them: stated, rule-derived and reasoner-inferred (ontologyStore/classMembers.ts),
  // the closure read once per run so that each node's check is one probe of memberships
  const classes = node.subclasses ? (options.classesUnder.get(node.classId) ?? [node.classId]) : [node.classId];
  const out = [isMemberOfClassesSql(id, classes, options.sources)];
  if (options.unreadable.length) out.push(sql<SqlBool>`not exists (select 1 from memberships um where um.instance_id = ${id} and um.class_id = any(${options.unreadable}))`);
  return out;
}

/**
 * A node's rows, filtered (filterSql speaks of the instance row `i`). The instance row is joined
 * only when something reads it (its name, author or creation time, or the node is the root): a
 * node reached through a link is otherwise only its id, which its membership already proves to
 * be an instance — one index probe fewer per row, and a plan the planner orders like a hand-written join.
 */
function nodeSource(filters: ResolvedFilter[], withRow: boolean, id: Raw | null): Raw {
  const where = filters.length ? sql`where ${and(filters.map(filterSql))}` : sql``;
  if (withRow) return filters.length ? sql`(select * from instances i ${where})` : sql`instances`;
  return sql`lateral (select i.id from (select ${id} as id) i ${where})`;
}

/** Whether a node's own instance row is read: by its filters, by a column, or to prove that a link's target exists. */
function readsRow(search: ResolvedSearch, node: ResolvedNode, filters: ResolvedFilter[], options: JoinOptions, target: boolean): boolean {
  if (filters.some(filterReadsRow)) return true;
  if (search.columns.some((c) => !c.calculated && c.node === node.key && c.prop.intrinsic !== null && ROW_COLUMNS.has(c.prop.intrinsic))) return true;
  // a reasoner's conclusion may outlive its subject; a stated or rule-derived membership cannot (foreign keys)
  return target && options.sources.reasoner;
}

/** `from … where …` producing one row per combination of node instances the graph matches; `reads` joins the values read per row (valueReadsSql.ts). */
export function fromWhereSql(search: ResolvedSearch, options: JoinOptions, reads: Raw = sql``): Raw {
  const root = search.nodes[0]!;
  const where = memberConditions(root, sql`n0.id`, options);
  const joins: Raw[] = search.joins.map((join, i) => {
    const e = sql.raw(`e${i + 1}`);
    const via = sql.raw(nodeAlias(search, join.via));
    const n = sql.raw(nodeAlias(search, join.node));
    const node = search.nodes.find((x) => x.key === join.node)!;
    const viaHolds = join.edge.holder === join.via;
    const [viaSide, newSide] = viaHolds ? [sql.raw('inst'), sql.raw('r')] : [sql.raw('r'), sql.raw('inst')];
    const filters = nodeFilters(node, search, options);
    const conds = and(memberConditions(node, sql`${n}.id`, options));
    if (search.optionalNodes.has(join.node)) {
      return sql`left join (vals ${e} join ${nodeSource(filters, true, null)} ${n} on ${n}.id = ${e}.${newSide} and ${conds}) on ${e}.${viaSide} = ${via}.id and ${e}.prop = ${join.edge.propId}`;
    }
    const edge = sql`join vals ${e} on ${e}.${viaSide} = ${via}.id and ${e}.prop = ${join.edge.propId}`;
    if (readsRow(search, node, filters, options, viaHolds)) return sql`${edge} join ${nodeSource(filters, true, null)} ${n} on ${n}.id = ${e}.${newSide} and ${conds}`;
    // the class check speaks of the node's id after its filters, not of the link's column: so the
    // planner filters first and probes memberships for what is left (on the link's column it
    // probed every link first, twice the work on the benchmark's search)
    where.push(conds);
    return sql`${edge} cross join ${nodeSource(filters, false, sql`${e}.${newSide}`)} ${n}`;
  });
  if (options.inst) where.push(sql<SqlBool>`n0.id = ${options.inst}`);
  for (const edge of search.extraEdges) {
    const holder = sql.raw(nodeAlias(search, edge.holder));
    const target = sql.raw(nodeAlias(search, edge.target));
    where.push(sql<SqlBool>`exists (select 1 from vals x where x.inst = ${holder}.id and x.prop = ${edge.propId} and x.r = ${target}.id)`);
  }
  return sql`from ${nodeSource(nodeFilters(root, search, options), true, null)} n0 ${joins.length ? sql.join(joins, sql` `) : sql``} ${reads} where ${and(where)}`;
}
