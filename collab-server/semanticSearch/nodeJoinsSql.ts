import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { MembershipSources, ResolvedFilter } from '../ontologyStore';
import { filterSql, isClassMemberSql } from '../ontologyStore';
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
};

function nodeConditions(node: ResolvedNode, alias: string, search: ResolvedSearch, options: JoinOptions): RawBuilder<SqlBool>[] {
  const a = sql.raw(alias);
  // members as every screen counts them: stated, rule-derived and reasoner-inferred (ontologyStore/classMembers.ts)
  const out: RawBuilder<SqlBool>[] = [isClassMemberSql(sql`${a}.id`, node.classId, node.subclasses, options.sources)];
  if (options.unreadable.length) out.push(sql<SqlBool>`not exists (select 1 from memberships um where um.instance_id = ${a}.id and um.class_id = any(${options.unreadable}))`);
  const filters = [search.nodeFilters.get(node.key), ...(options.extraFilters.get(node.key) ?? [])].filter((f): f is ResolvedFilter => f !== undefined);
  // filterSql speaks of the instance row `i`
  for (const f of filters) out.push(sql<SqlBool>`exists (select 1 from instances i where i.id = ${a}.id and ${filterSql(f)})`);
  return out;
}

const and = (parts: RawBuilder<SqlBool>[]): Raw => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** `from … where …` producing one row per combination of node instances the graph matches. */
export function fromWhereSql(search: ResolvedSearch, options: JoinOptions): Raw {
  const root = search.nodes[0]!;
  const joins: Raw[] = search.joins.map((join, i) => {
    const e = sql.raw(`e${i + 1}`);
    const via = sql.raw(nodeAlias(search, join.via));
    const alias = nodeAlias(search, join.node);
    const n = sql.raw(alias);
    const node = search.nodes.find((x) => x.key === join.node)!;
    const viaHolds = join.edge.holder === join.via;
    const [viaSide, newSide] = viaHolds ? [sql.raw('inst'), sql.raw('r')] : [sql.raw('r'), sql.raw('inst')];
    const conds = and(nodeConditions(node, alias, search, options));
    if (search.optionalNodes.has(join.node)) {
      return sql`left join (vals ${e} join instances ${n} on ${n}.id = ${e}.${newSide} and ${conds}) on ${e}.${viaSide} = ${via}.id and ${e}.prop = ${join.edge.propId}`;
    }
    return sql`join vals ${e} on ${e}.${viaSide} = ${via}.id and ${e}.prop = ${join.edge.propId} join instances ${n} on ${n}.id = ${e}.${newSide} and ${conds}`;
  });
  const where = nodeConditions(root, 'n0', search, options);
  if (options.inst) where.push(sql<SqlBool>`n0.id = ${options.inst}`);
  for (const edge of search.extraEdges) {
    const holder = sql.raw(nodeAlias(search, edge.holder));
    const target = sql.raw(nodeAlias(search, edge.target));
    where.push(sql<SqlBool>`exists (select 1 from vals x where x.inst = ${holder}.id and x.prop = ${edge.propId} and x.r = ${target}.id)`);
  }
  return sql`from instances n0 ${joins.length ? sql.join(joins, sql` `) : sql``} where ${and(where)}`;
}
