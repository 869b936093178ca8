import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { LinkClass, ResolvedCondition, ResolvedFilter, ResolvedHierarchy } from './filterCompiler';
import { likePattern, type FilterValue } from './filterValues';
import { isClassMemberSql, MEMBERSHIP_ROWS } from './classMembers';

/**
 * Compiles a resolved filter to one SQL condition on the instance row `i`. Every value is a
 * parameter; identifiers come only from this file. A property with several values matches when
 * any of them does (EXISTS over its value rows), which PostgreSQL plans as an indexed semi-join.
 */
export function filterSql(node: ResolvedFilter): RawBuilder<SqlBool> {
  switch (node.kind) {
    case 'and':
      return node.nodes.length ? sql<SqlBool>`(${sql.join(node.nodes.map(filterSql), sql` and `)})` : sql<SqlBool>`true`;
    case 'or':
      return node.nodes.length ? sql<SqlBool>`(${sql.join(node.nodes.map(filterSql), sql` or `)})` : sql<SqlBool>`false`;
    case 'not':
      return sql<SqlBool>`not ${filterSql(node.node)}`;
    case 'cond':
      return conditionSql(node);
    case 'hierarchy':
      return hierarchySql(node);
  }
}

/**
 * One semi-join on the closure: its primary key (ancestor, descendant) serves subclass_of, the
 * descendant index superclass_of. depth > 0 leaves the class itself out.
 */
function hierarchySql(h: ResolvedHierarchy): RawBuilder<SqlBool> {
  return h.relation === 'subclass_of'
    ? sql<SqlBool>`i.id in (select hc.descendant from class_closure hc where hc.ancestor = any(${h.classes}) and hc.depth > 0)`
    : sql<SqlBool>`i.id in (select hc.ancestor from class_closure hc where hc.descendant = any(${h.classes}) and hc.depth > 0)`;
}

type Comparison = Exclude<ResolvedCondition['op'], 'empty' | 'notEmpty'>;

const CMP_SQL: Record<'eq' | 'lt' | 'lte' | 'gt' | 'gte', RawBuilder<unknown>> = {
  eq: sql.raw('='),
  lt: sql.raw('<'),
  lte: sql.raw('<='),
  gt: sql.raw('>'),
  gte: sql.raw('>='),
};

/** `target <op> value` for a comparison, `in` and the text matches. */
function compare(target: RawBuilder<unknown>, op: Comparison, values: FilterValue[]): RawBuilder<SqlBool> {
  const first = values[0]!;
  switch (op) {
    case 'in':
      return values.length ? sql<SqlBool>`${target} = any(${values})` : sql<SqlBool>`false`;
    case 'contains':
    case 'starts':
      return sql<SqlBool>`${target} ilike ${likePattern(String(first), op)}`;
    default:
      return sql<SqlBool>`${target} ${CMP_SQL[op]} ${first}`;
  }
}

const isTextMatch = (op: Comparison): boolean => op === 'contains' || op === 'starts';

/** The linked instance `ref` is a member of the class (or of a descendant). */
function linkClassSql(ref: RawBuilder<unknown>, linkClass: LinkClass): RawBuilder<SqlBool> {
  return isClassMemberSql(ref, linkClass.classId, linkClass.recursive);
}

function existsOrNot(op: ResolvedCondition['op'], exists: RawBuilder<SqlBool>): RawBuilder<SqlBool> {
  return op === 'empty' ? sql<SqlBool>`not ${exists}` : exists;
}

function conditionSql(c: ResolvedCondition): RawBuilder<SqlBool> {
  if (c.prop.intrinsic) return intrinsicSql(c);
  const linked = c.reverse ? sql.ref('v.inst') : sql.ref('v.r');
  const own = c.reverse ? sql<SqlBool>`v.prop = ${c.prop.id} and v.r = i.id` : sql<SqlBool>`v.inst = i.id and v.prop = ${c.prop.id}`;
  const restricted = c.linkClass ? sql<SqlBool>`${own} and ${linkClassSql(linked, c.linkClass)}` : own;
  if (c.op === 'empty' || c.op === 'notEmpty') return existsOrNot(c.op, sql<SqlBool>`exists (select 1 from vals v where ${restricted})`);
  if ((c.reverse || c.prop.column === 'r') && isTextMatch(c.op)) {
    // a link matches by the linked instance's name
    return sql<SqlBool>`exists (select 1 from vals v join instances li on li.id = ${linked} where ${restricted} and ${compare(sql.ref('li.name'), c.op, c.values)})`;
  }
  const target = c.reverse ? linked : sql.ref(`v.${c.prop.column ?? 't'}`);
  return sql<SqlBool>`exists (select 1 from vals v where ${restricted} and ${compare(target, c.op, c.values)})`;
}

function intrinsicSql(c: ResolvedCondition): RawBuilder<SqlBool> {
  const op = c.op;
  switch (c.prop.intrinsic) {
    case 'id':
      return op === 'empty' || op === 'notEmpty' ? sql<SqlBool>`${sql.raw(op === 'notEmpty' ? 'true' : 'false')}` : compare(sql.ref('i.id'), op, c.values);
    case 'name':
      if (op === 'empty') return sql<SqlBool>`i.name = ''`;
      if (op === 'notEmpty') return sql<SqlBool>`i.name <> ''`;
      return compare(sql.ref('i.name'), op, c.values);
    case 'dateCreate':
      if (op === 'empty' || op === 'notEmpty') return sql<SqlBool>`i.created_at is ${sql.raw(op === 'empty' ? 'null' : 'not null')}`;
      return compare(sql.ref('i.created_at'), op, c.values);
    case 'author':
      if (op === 'empty' || op === 'notEmpty') return sql<SqlBool>`i.author is ${sql.raw(op === 'empty' ? 'null' : 'not null')}`;
      if (isTextMatch(op)) return sql<SqlBool>`exists (select 1 from users u where u.id = i.author and ${compare(sql.ref('u.name'), op, c.values)})`;
      return compare(sql.ref('i.author'), op, c.values);
    case 'class':
      // the classes every screen shows: stated, rule-derived and reasoner-inferred (classMembers.ts)
      if (op === 'empty' || op === 'notEmpty') return existsOrNot(op, sql<SqlBool>`exists (select 1 from ${MEMBERSHIP_ROWS} m where m.inst = i.id and m.class_id is not null)`);
      if (isTextMatch(op)) {
        return sql<SqlBool>`exists (select 1 from ${MEMBERSHIP_ROWS} m join instances mc on mc.id = m.class_id where m.inst = i.id and ${compare(sql.ref('mc.name'), op, c.values)})`;
      }
      return sql<SqlBool>`exists (select 1 from ${MEMBERSHIP_ROWS} m where m.inst = i.id and ${compare(sql.ref('m.class_id'), op, c.values)})`;
    default:
      return sql<SqlBool>`false`;
  }
}
