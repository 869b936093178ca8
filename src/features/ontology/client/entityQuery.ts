import type { Field, FilterNode, GetDataPayload, PropRef, Scalar, SortKey } from '../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { classOfKind, type MetaKind } from './ontologyEntity';

/**
 * What to read, in the ontology's words; turned into a get_data payload here and nowhere else.
 * Filters are the protocol's typed filter nodes, built with `where`.
 */

/** Which entities: of a meta-model kind, individuals (instances of no meta-class), or the instances of a class (`deep`: of its subclasses too). */
export type EntityScope = MetaKind | 'individual' | { class: string; deep?: boolean };

/** A value to read: a property id or alias ('name', 'author', 'date_create', 'class'), or a field with options (reverse, hidden, filter). */
export type FieldRef = PropRef | Field;

export type EntityQuery = {
  of?: EntityScope;
  /** These entities only (with no `sort`, in this order). */
  ids?: string | readonly string[];
  /** The values to read besides the name; absent: every value the entities have. */
  fields?: readonly FieldRef[];
  where?: FilterNode | readonly FilterNode[];
  /** false: leave out the meta-model's own classes and properties (Class, parents, domain…). */
  builtIn?: boolean;
  /** Default: by name. */
  sort?: SortKey | readonly SortKey[];
  offset?: number;
  limit?: number;
};

/** The meta-model's own classes and properties: in every store, part of nobody's ontology. */
export const BUILT_IN_IDS: readonly string[] = [...Object.values(META_CLASS), ...Object.values(META_PROP)];
const BUILT_IN = new Set(BUILT_IN_IDS);
export const isBuiltIn = (id: string): boolean => BUILT_IN.has(id);

const META_CLASSES: Scalar[] = Object.values(META_CLASS);

const list = <T>(one: T | readonly T[]): T[] => (Array.isArray(one) ? [...(one as readonly T[])] : [one as T]);

/** Conditions, for `where`. */
export const where = {
  is: (prop: PropRef, val: Scalar): FilterNode => ({ prop, op: 'eq', val }),
  isNot: (prop: PropRef, val: Scalar | Scalar[]): FilterNode => ({ prop, op: 'ne', val }),
  oneOf: (prop: PropRef, vals: readonly Scalar[]): FilterNode => ({ prop, op: 'in', val: [...vals] }),
  empty: (prop: PropRef): FilterNode => ({ prop, op: 'empty' }),
  notEmpty: (prop: PropRef): FilterNode => ({ prop, op: 'notEmpty' }),
  contains: (prop: PropRef, text: string): FilterNode => ({ prop, op: 'contains', val: text }),
  ids: (ids: string | readonly string[]): FilterNode => (typeof ids === 'string' ? { prop: 'id', op: 'eq', val: ids } : { prop: 'id', op: 'in', val: [...ids] }),
  nameContains: (text: string): FilterNode => ({ prop: 'name', op: 'contains', val: text }),
  /** A name or a label containing the text. */
  nameOrLabelContains: (text: string): FilterNode => ({ or: [{ prop: 'name', op: 'contains', val: text }, { prop: META_PROP.label, op: 'contains', val: text }] }),
  /** A name or a label equal to one of these texts. */
  namedAnyOf: (texts: readonly string[]): FilterNode => ({ or: [{ prop: 'name', op: 'in', val: [...texts] }, { prop: META_PROP.label, op: 'in', val: [...texts] }] }),
  /** A direct member of one of these classes. */
  memberOf: (classIds: string | readonly string[]): FilterNode => ({ prop: 'class', op: 'in', val: list(classIds) }),
  inMap: (mapId: string): FilterNode => ({ prop: META_PROP.inMap, op: 'eq', val: mapId }),
  /** A class below this one (or one of these), at any depth. */
  subclassOf: (ids: string | readonly string[]): FilterNode => (typeof ids === 'string' ? { prop: 'subclass_of', op: 'eq', val: ids } : { prop: 'subclass_of', op: 'in', val: [...ids] }),
  /** A class above this one (or one of these), at any depth. */
  superclassOf: (ids: string | readonly string[]): FilterNode => (typeof ids === 'string' ? { prop: 'superclass_of', op: 'eq', val: ids } : { prop: 'superclass_of', op: 'in', val: [...ids] }),
  createdBy: (userId: string): FilterNode => ({ prop: 'author', op: 'eq', val: userId }),
  any: (nodes: readonly FilterNode[]): FilterNode => ({ or: [...nodes] }),
  not: (node: FilterNode): FilterNode => ({ not: node }),
};

/** The ascending or descending order of one property. */
export const byProp = (prop: PropRef, dir: 'asc' | 'desc' = 'asc'): SortKey => ({ prop, dir });

function scopeOf(of: EntityScope | undefined): { payload: Pick<GetDataPayload, 'class' | 'recursive'>; filter: FilterNode[] } {
  if (of === undefined) return { payload: {}, filter: [] };
  if (of === 'individual') return { payload: {}, filter: [where.isNot('class', META_CLASSES)] };
  if (typeof of === 'string') return { payload: { class: classOfKind(of) }, filter: [] };
  return { payload: { class: of.class, ...(of.deep ? { recursive: true } : {}) }, filter: [] };
}

const fieldOf = (ref: FieldRef): Field => (typeof ref === 'string' ? { prop: ref } : ref);

/** The get_data payload of a query. */
export function getDataPayload(query: EntityQuery): GetDataPayload {
  const scope = scopeOf(query.of);
  const filter = [...scope.filter, ...(query.builtIn === false ? [where.isNot('id', [...BUILT_IN_IDS])] : []), ...(query.where === undefined ? [] : list(query.where))];
  const ids = query.ids === undefined ? undefined : typeof query.ids === 'string' ? query.ids : [...query.ids];
  return {
    ...scope.payload,
    ...(ids !== undefined ? { idx: ids } : {}),
    ...(query.fields ? { fields: query.fields.map(fieldOf) } : {}),
    ...(filter.length === 1 ? { filter: filter[0] } : filter.length > 1 ? { filter } : {}),
    ...(query.sort ? { sort: list(query.sort) } : {}),
    ...(query.offset ? { offset: query.offset } : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
  };
}
