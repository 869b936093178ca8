import { sql, type Kysely } from 'kysely';
import type { Caller } from '../auth';
import type { Database } from '../store';
import { DEFAULT_LIMIT, type GetDataPayload, type SortKey } from '../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { assertClassesKnown, assertPropertiesKnown, knownClassesSql, propertyDefsFrom, propertyRowsSql, resolvePropRef, type PropertyDef, type PropertyRow } from './propertyCatalog';
import { resolveProp, type ResolvedProp } from './resolvedProp';
import { assertLinkOptions, filterPropRefs, resolveCondition, resolveFilter, type FilterContext, type LinkClass, type ResolvedFilter } from './filterCompiler';
import { assertClassReadable, unreadableClasses } from './readAccess';
import { ALL_MEMBERSHIP_SOURCES, membershipSourcesSql, type MembershipSources } from './classMembers';

/** A field to return: its property, and whether it is followed backwards or restricted to a class. */
export type FieldPlan = { prop: ResolvedProp; reverse: boolean; linkClass: LinkClass | null };
export type SortPlan = { prop: ResolvedProp; dir: 'asc' | 'desc' };

/** A get_data request checked against the store: everything the SQL compiler and the presenter need. */
export type DataQueryPlan = {
  /** The class listed; `sources`: the kinds of derived membership the store holds (the others are left out). */
  scope: { classId: string; recursive: boolean; sources?: MembershipSources } | null;
  idx: string[] | null;
  /** All must hold: the filter, the fields' filters, visibility. */
  where: ResolvedFilter[];
  /** Instances of these classes are left out (the caller may not read them). */
  excludeClasses: string[];
  /** Group key first (asc), then the sort keys; ties by id. Empty with idx: the order of idx. */
  order: SortPlan[];
  group: ResolvedProp | null;
  limit: number;
  offset: number;
  /** null: every property the instance has values of. */
  fields: FieldPlan[] | null;
  showName: boolean;
  defs: Map<string, PropertyDef>;
};

function sortKeys(sort: GetDataPayload['sort']): SortKey[] {
  if (!sort) return [];
  return Array.isArray(sort) ? sort : [sort];
}

/** Whether some instance of an unreadable class is in the class's scope (a cheap check: such instances are few). */
function unreadableInScopeSql(scope: { classId: string; recursive: boolean }, classes: string[]) {
  return scope.recursive
    ? sql<boolean>`exists (select 1 from memberships h join memberships m on m.instance_id = h.instance_id
        join class_closure cc on cc.descendant = m.class_id where h.class_id = any(${classes}) and cc.ancestor = ${scope.classId})`
    : sql<boolean>`exists (select 1 from memberships h join memberships m on m.instance_id = h.instance_id
        where h.class_id = any(${classes}) and m.class_id = ${scope.classId})`;
}

type PlanFacts = { defs: Map<string, PropertyDef>; hiddenInScope: boolean; sources: MembershipSources };

const jsonOf = <T,>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * What the plan needs of the store, in one round trip (each call pays for its statements, on
 * PGlite one after the other): the properties' definitions, which of the classes exist, whether an
 * unreadable instance is in the scope, the kinds of derived membership the store holds. Unknown
 * properties are refused before unknown classes.
 */
async function loadPlanFacts(
  db: Kysely<Database>,
  wanted: { props: string[]; classes: string[]; scope: { classId: string; recursive: boolean } | null; unreadable: string[] },
): Promise<PlanFacts> {
  const props = [...new Set(wanted.props)].filter((id) => id !== 'id');
  const classes = [...new Set(wanted.classes)];
  const { scope, unreadable } = wanted;
  const none = sql`'[]'::json`;
  const { rows } = await sql<{ props: unknown; classes: unknown; hidden: boolean; sources: unknown }>`select
      ${props.length ? sql`(select coalesce(json_agg(p), '[]'::json) from (${propertyRowsSql(db, props)}) p)` : none} as props,
      ${classes.length ? sql`(select coalesce(json_agg(c.instance_id), '[]'::json) from (${knownClassesSql(db, classes)}) c)` : none} as classes,
      ${unreadable.length && scope ? unreadableInScopeSql(scope, unreadable) : sql.raw(unreadable.length > 0 ? 'true' : 'false')} as hidden,
      ${scope ? sql`(select row_to_json(s) from (${membershipSourcesSql}) s)` : sql`null::json`} as sources`.execute(db);
  const row = rows[0]!;
  const defs = propertyDefsFrom(jsonOf<PropertyRow[]>(row.props));
  assertPropertiesKnown(props, defs);
  assertClassesKnown(classes, jsonOf<string[]>(row.classes));
  const sources = row.sources === null ? ALL_MEMBERSHIP_SOURCES : jsonOf<MembershipSources>(row.sources);
  return { defs, hiddenInScope: Boolean(row.hidden), sources: { rule: Boolean(sources.rule), reasoner: Boolean(sources.reasoner) } };
}

/** Checks a get_data payload against the store (unknown classes and properties, value types, visibility) and plans it. */
export async function planDataQuery(db: Kysely<Database>, caller: Caller, payload: GetDataPayload): Promise<DataQueryPlan> {
  const fields = payload.fields ?? null;
  const sort = sortKeys(payload.sort);
  const refs = [...(fields ?? []).map((f) => f.prop), ...filterPropRefs(payload.filter), ...sort.map((s) => s.prop), ...(payload.group ? [payload.group] : [])];
  const scope = payload.class ? { classId: payload.class, recursive: payload.recursive ?? false } : null;
  const unreadable = unreadableClasses(caller);
  const { defs, hiddenInScope, sources } = await loadPlanFacts(db, {
    props: refs.map((r) => resolvePropRef(r)),
    classes: [...(scope ? [scope.classId] : []), ...(fields ?? []).flatMap((f) => (f.class ? [f.class] : []))],
    scope,
    unreadable,
  });

  const context: FilterContext = { prop: (ref) => resolveProp(ref, defs), userId: caller.user.id };
  const where: ResolvedFilter[] = payload.filter ? [resolveFilter(payload.filter, context)] : [];
  const fieldPlans: FieldPlan[] = [];
  for (const f of fields ?? []) {
    const linkClass = f.class ? { classId: f.class, recursive: f.recursive ?? false } : null;
    const prop = context.prop(f.prop);
    assertLinkOptions(prop, f.reverse ?? false, linkClass);
    if (f.filter !== undefined || f.filter_mode === 'empty' || f.filter_mode === 'notEmpty') {
      where.push(resolveCondition({ prop: f.prop, op: f.filter_mode ?? 'eq', val: f.filter, reverse: f.reverse, linkClass }, context));
    }
    if (!f.hidden && prop.intrinsic !== 'id') fieldPlans.push({ prop, reverse: f.reverse ?? false, linkClass });
  }

  if (scope) assertClassReadable(caller, scope.classId);
  const excludeClasses = hiddenInScope ? unreadable : [];

  const group = payload.group ? context.prop(payload.group) : null;
  const idx = payload.idx === undefined ? null : Array.isArray(payload.idx) ? payload.idx : [payload.idx];
  const order: SortPlan[] = sort.map((s) => ({ prop: context.prop(s.prop), dir: s.dir }));
  if (order.length === 0 && !idx) order.push({ prop: context.prop('name'), dir: 'asc' });

  return {
    scope: scope ? { ...scope, sources } : null,
    idx,
    where,
    excludeClasses,
    order,
    group,
    // fetching by id wants every instance named
    limit: payload.limit ?? Math.max(DEFAULT_LIMIT, idx?.length ?? 0),
    offset: payload.offset ?? 0,
    fields: fields ? dedupeFields(fieldPlans) : null,
    showName: !(fields ?? []).some((f) => f.hidden && resolvePropRef(f.prop) === META_PROP.name),
    defs,
  };
}

/** A field listed twice (say, once to filter and once to show) is returned once; name always comes first. */
function dedupeFields(fields: FieldPlan[]): FieldPlan[] {
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = `${f.prop.id}|${f.reverse}|${f.linkClass?.classId ?? ''}|${f.linkClass?.recursive ?? ''}`;
    if (seen.has(key) || f.prop.id === META_PROP.name) return false;
    seen.add(key);
    return true;
  });
}
