import { HIERARCHY_FILTER_PROPS, type Filter, type FilterCondition, type FilterNode, type FilterOp, type HierarchyFilterProp, type Scalar } from '../../realtime/protocol/dataApi/getData';
import { UUID_RE } from '../../realtime/protocol/metaModel';
import { invalid } from '../problems';
import { coerceFilterValue, opAppliesTo, replaceUserMarker, type FilterValue, type NormalOp } from './filterValues';
import type { ResolvedProp } from './resolvedProp';

/** Linked instances must be of this class (with recursive: or of a descendant). */
export type LinkClass = { classId: string; recursive: boolean };

export type ResolvedCondition = {
  kind: 'cond';
  prop: ResolvedProp;
  op: NormalOp;
  /** Coerced values: one for comparisons, any number for `in`, none for empty/notEmpty. */
  values: FilterValue[];
  /** Match the instances linking to this one through prop, rather than this one's values. */
  reverse: boolean;
  linkClass: LinkClass | null;
};

/** The instance (a class) is below (subclass_of) or above (superclass_of) one of `classes` in the hierarchy. */
export type ResolvedHierarchy = { kind: 'hierarchy'; relation: HierarchyFilterProp; classes: string[] };

/** A filter checked and coerced, ready to be compiled to SQL. */
export type ResolvedFilter =
  | ResolvedCondition
  | ResolvedHierarchy
  | { kind: 'and'; nodes: ResolvedFilter[] }
  | { kind: 'or'; nodes: ResolvedFilter[] }
  | { kind: 'not'; node: ResolvedFilter };

export type FilterContext = {
  prop: (ref: string) => ResolvedProp;
  userId: string;
};

const SINGLE_VALUE_OPS: readonly FilterOp[] = ['lt', 'lte', 'gt', 'gte', 'contains', 'starts'];

/** One condition as a request states it: a filter condition, or a field's filter with its options. */
export type ConditionInput = {
  prop: string;
  op: FilterOp;
  val: Scalar | Scalar[] | undefined;
  reverse?: boolean;
  linkClass?: LinkClass | null;
};

/** reverse and a link class make sense only for object properties kept as links. */
export function assertLinkOptions(prop: ResolvedProp, reverse: boolean, linkClass: LinkClass | null): void {
  if ((reverse || linkClass) && !prop.isLink) throw invalid(`reverse and class apply to object properties only, not to «${prop.name}»`);
}

export function resolveCondition(input: ConditionInput, context: FilterContext): ResolvedFilter {
  const prop = context.prop(input.prop);
  const reverse = input.reverse ?? false;
  const linkClass = input.linkClass ?? null;
  assertLinkOptions(prop, reverse, linkClass);
  const given = input.val === undefined ? [] : Array.isArray(input.val) ? input.val : [input.val];
  const raw = given.map((v) => replaceUserMarker(v, context.userId));

  let op: NormalOp;
  let negate = false;
  if (input.op === 'ne' || input.op === 'eq') {
    negate = input.op === 'ne';
    if (input.val === undefined) throw invalid(`Filter on «${prop.name}» needs a value (val)`);
    op = Array.isArray(input.val) ? 'in' : input.val === null ? 'empty' : 'eq';
  } else {
    op = input.op;
    if (SINGLE_VALUE_OPS.includes(op) && (Array.isArray(input.val) || input.val === undefined)) {
      throw invalid(`Operator ${op} takes one value (property «${prop.name}»)`);
    }
  }

  const valueType = reverse ? 'ref' : prop.valueType;
  const applies = prop.intrinsic === 'id' ? op === 'eq' || op === 'in' : opAppliesTo(op, valueType);
  if (!applies) throw invalid(`Operator ${input.op} does not apply to property «${prop.name}» of type ${valueType}`);
  const values = op === 'empty' || op === 'notEmpty' ? [] : raw.map((v) => coerceFilterValue(v, valueType, op, prop.name));
  const cond: ResolvedCondition = { kind: 'cond', prop, op, values, reverse, linkClass };
  return negate ? { kind: 'not', node: cond } : cond;
}

const isHierarchyProp = (prop: string): prop is HierarchyFilterProp => (HIERARCHY_FILTER_PROPS as readonly string[]).includes(prop);

/** subclass_of / superclass_of: class ids with eq, in or ne. */
export function resolveHierarchy(relation: HierarchyFilterProp, node: FilterCondition): ResolvedFilter {
  if (node.op !== 'eq' && node.op !== 'in' && node.op !== 'ne') throw invalid(`Operator ${node.op} does not apply to ${relation}: use eq, in or ne with class ids`);
  const given = node.val === undefined || node.val === null ? [] : Array.isArray(node.val) ? node.val : [node.val];
  if (given.length === 0) throw invalid(`Filter on ${relation} needs a class id (val)`);
  const classes = given.map((v) => {
    const id = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (!UUID_RE.test(id)) throw invalid(`Filter value ${JSON.stringify(v)} of ${relation} is not a class id`);
    return id;
  });
  const resolved: ResolvedHierarchy = { kind: 'hierarchy', relation, classes };
  return node.op === 'ne' ? { kind: 'not', node: resolved } : resolved;
}

function resolveNode(node: FilterNode, context: FilterContext): ResolvedFilter {
  if ('and' in node) return { kind: 'and', nodes: node.and.map((n) => resolveNode(n, context)) };
  if ('or' in node) return { kind: 'or', nodes: node.or.map((n) => resolveNode(n, context)) };
  if ('not' in node) return { kind: 'not', node: resolveNode(node.not, context) };
  if (isHierarchyProp(node.prop)) return resolveHierarchy(node.prop, node);
  return resolveCondition({ prop: node.prop, op: node.op, val: node.val }, context);
}

/** Checks a request's filter and coerces its values; an array of nodes means all of them. */
export function resolveFilter(filter: Filter, context: FilterContext): ResolvedFilter {
  return Array.isArray(filter) ? { kind: 'and', nodes: filter.map((n) => resolveNode(n, context)) } : resolveNode(filter, context);
}

/** The property refs a filter names, so their definitions can be loaded in one query first. */
export function filterPropRefs(filter: Filter | undefined): string[] {
  if (!filter) return [];
  const refs: string[] = [];
  const walk = (node: FilterNode): void => {
    if ('and' in node) node.and.forEach(walk);
    else if ('or' in node) node.or.forEach(walk);
    else if ('not' in node) walk(node.not);
    else if (!isHierarchyProp(node.prop)) refs.push(node.prop);
  };
  (Array.isArray(filter) ? filter : [filter]).forEach(walk);
  return refs;
}
