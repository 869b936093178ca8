import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { FilterEntity, SearchSettings } from '../../realtime/protocol/semanticSearch';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { loadKnownProperties, resolvePropRef, type PropertyDef, resolveProp, type ResolvedProp, resolveCondition, type ResolvedFilter, unreadableClasses } from '../ontologyStore';
import { isProblem } from '../problems';
import { checkFormula, parseFormula } from '../../model/semanticSearch/formula';
import { inColumnOrder } from '../../model/semanticSearch/columnOrder';
import { placed, SEARCH_MESSAGES } from './searchProblems';
import type { AnyColumn, ColumnKind, ResolvedEdge, ResolvedNode, ResolvedSearch } from './resolvedSearch';
import { resolveGraph } from './searchGraph';

const KIND_OF_TYPE: Record<string, ColumnKind> = {
  int: 'number',
  float: 'number',
  bool: 'boolean',
  date: 'date',
  dateTime: 'dateTime',
  text: 'text',
  ref: 'link',
};
const KIND_OF_INTRINSIC: Record<string, ColumnKind> = { id: 'string', name: 'string', author: 'string', dateCreate: 'dateTime', class: 'link' };

export const kindOfProp = (prop: ResolvedProp): ColumnKind =>
  prop.intrinsic ? (KIND_OF_INTRINSIC[prop.intrinsic] ?? 'string') : (KIND_OF_TYPE[prop.def?.type ?? 'string'] ?? 'string');

async function loadClasses(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('instances as i')
    .innerJoin('memberships as m', 'm.instance_id', 'i.id')
    .select(['i.id', 'i.name'])
    .where('m.class_id', '=', META_CLASS.Class)
    .where('i.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const propIdOf = (ref: string): string => resolvePropRef(ref as never);

function resolveNodeFilters(where: FilterEntity[], nodes: Set<string>, prop: (ref: string) => ResolvedProp, userId: string): Map<string, ResolvedFilter> {
  const byNode = new Map<string, ResolvedFilter>();
  for (const f of where) {
    if (!f.enabled) continue;
    const label = f.name || f.id;
    if (!nodes.has(f.node)) throw placed(SEARCH_MESSAGES.filter(label, SEARCH_MESSAGES.unknownNode(f.node)), { kind: 'filter', id: f.id });
    let cond: ResolvedFilter;
    try {
      cond = resolveCondition({ prop: f.column, op: f.condition, val: f.value }, { prop, userId });
    } catch (error) {
      if (isProblem(error)) throw placed(SEARCH_MESSAGES.filter(label, error.message), { kind: 'filter', id: f.id });
      throw error;
    }
    const before = byNode.get(f.node);
    byNode.set(f.node, before ? { kind: f.constraint === 'or' ? 'or' : 'and', nodes: [before, cond] } : cond);
  }
  return byNode;
}

/** Checks a search's settings against the store and the caller's rights; refuses with the place. */
export async function resolveSearch(db: Kysely<Database>, caller: Caller, settings: SearchSettings): Promise<ResolvedSearch> {
  const graph = settings.filters[0]!;
  const classNames = await loadClasses(db, graph.nodes.map((n) => n.classId));
  const hidden = unreadableClasses(caller);
  const nodes: ResolvedNode[] = graph.nodes.map((n) => {
    const className = classNames.get(n.classId);
    if (className === undefined) throw placed(SEARCH_MESSAGES.classDeleted(n.id), { kind: 'node', id: n.id });
    if (hidden.includes(n.classId)) throw placed(SEARCH_MESSAGES.classUnreadable(n.id, className), { kind: 'node', id: n.id });
    return { key: n.id, classId: n.classId, className, subclasses: n.subclasses };
  });
  const nodeKeys = new Set(nodes.map((n) => n.key));

  const propRefs = [...graph.edges.map((e) => e.propId), ...settings.columns.map((c) => propIdOf(c.prop_id)), ...graph.where.map((f) => propIdOf(f.column))];
  const defs: Map<string, PropertyDef> = await loadKnownProperties(db, propRefs);
  const propOr = (ref: string, refuse: () => never): ResolvedProp => {
    try {
      return resolveProp(ref, defs);
    } catch {
      return refuse();
    }
  };

  const edges: ResolvedEdge[] = graph.edges.map((e) => {
    const def = defs.get(e.propId);
    if (!def) throw placed(SEARCH_MESSAGES.propertyDeleted(`связи «${e.id}»`), { kind: 'edge', id: e.id });
    if (def.kind !== 'object') throw placed(SEARCH_MESSAGES.notLink(e.id, def.name), { kind: 'edge', id: e.id });
    for (const key of [e.from, e.to]) if (!nodeKeys.has(key)) throw placed(SEARCH_MESSAGES.unknownNode(key), { kind: 'edge', id: e.id });
    const out = e.direction === 'out';
    return { id: e.id, holder: out ? e.from : e.to, target: out ? e.to : e.from, propId: e.propId, optional: e.optional };
  });
  const shape = resolveGraph(nodes, edges, graph.edges);

  const codes = new Set<string>();
  const claim = (code: string, place: { kind: 'column' | 'calcColumn'; id: string }) => {
    if (codes.has(code)) throw placed(SEARCH_MESSAGES.duplicateCode(code), place);
    codes.add(code);
  };
  const columns: AnyColumn[] = [];
  for (const c of settings.columns) {
    const place = { kind: 'column', id: c.id } as const;
    claim(c.code, place);
    const label = c.new_name || c.old_name || c.code;
    if (!nodeKeys.has(c.node)) throw placed(SEARCH_MESSAGES.unknownNode(c.node), place);
    const prop = propOr(c.prop_id, () => {
      throw placed(SEARCH_MESSAGES.propertyDeleted(`столбца «${label}»`), place);
    });
    const name = c.new_name || c.old_name || prop.def?.name || c.code;
    columns.push({ calculated: false, id: c.id, code: c.code, name, node: c.node, prop, kind: kindOfProp(prop), agg: c.agg, hidden: c.hidden, ord: c.ord, sort: c.sort, sortMode: c.sort_mode, filterable: !c.do_not_filter });
  }
  for (const calc of settings.calcColumns) {
    const place = { kind: 'calcColumn', id: calc.id } as const;
    claim(calc.code, place);
    const known = columns.map((c) => c.code);
    const problem = checkFormula(calc.formula, known);
    if (problem) throw placed(SEARCH_MESSAGES.formula(calc.name || calc.code, problem.message), { ...place, position: problem.position });
    const parsed = parseFormula(calc.formula);
    if (!parsed.ok) throw placed(SEARCH_MESSAGES.formula(calc.name || calc.code, parsed.message), { ...place, position: parsed.position });
    const kind: ColumnKind = calc.type === 'number' ? 'number' : calc.type === 'boolean' ? 'boolean' : calc.type === 'date' ? 'date' : 'string';
    columns.push({ calculated: true, id: calc.id, code: calc.code, name: calc.name || calc.code, ast: parsed.ast, type: calc.type, kind, agg: calc.agg, hidden: calc.hidden, ord: calc.ord, sort: calc.sort, sortMode: calc.sort_mode });
  }

  const prop = (ref: string): ResolvedProp => resolveProp(ref, defs);
  const nodeFilters = resolveNodeFilters(graph.where, nodeKeys, prop, caller.user.id);

  const readProps = new Set<string | null>([null, ...edges.map((e) => e.propId)]);
  for (const c of columns) if (!c.calculated && !c.prop.intrinsic) readProps.add(c.prop.id);
  for (const f of graph.where) if (f.enabled && !['id', 'name', 'author', 'date_create', 'class'].includes(f.column)) readProps.add(propIdOf(f.column));
  const readClasses = new Set(nodes.map((n) => n.classId));
  for (const c of columns) if (!c.calculated && c.prop.def?.range) readClasses.add(c.prop.def.range);

  return {
    ...shape,
    nodeFilters,
    columns: inColumnOrder(columns),
    reads: { classes: [...readClasses], props: [...readProps] },
  };
}
