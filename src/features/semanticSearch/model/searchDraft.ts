import type { CalcColumn, FilterEntity, SearchColumn, SearchEdge, SearchFilter, SearchNode, SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { moveColumn as moveOrdered, nextColumnOrd, inColumnOrder } from '../../../../model/semanticSearch/columnOrder';
import { uniqueCode } from './columnCode';

/**
 * The builder's edits of a search's settings, as pure functions: each takes the settings and
 * answers new ones, so the page keeps one state, undo-free and easy to test.
 */

/** The graph filter (a search has exactly one). */
export const graphOf = (settings: SearchSettings): SearchFilter => settings.filters[0] as SearchFilter;
export const rootOf = (settings: SearchSettings): SearchNode => graphOf(settings).nodes[0] as SearchNode;

const withGraph = (settings: SearchSettings, graph: SearchFilter): SearchSettings => ({ ...settings, filters: [graph] });

/** A fresh local id (`n3`, `e2`, `f5`…) not used by any of `taken`. */
export function nextId(prefix: string, taken: Iterable<{ id: string }>): string {
  const used = new Set([...taken].map((t) => t.id));
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Every code formulas may refer to: the columns' and the calculated columns'. */
export const codesOf = (settings: SearchSettings): string[] => [...settings.columns.map((c) => c.code), ...settings.calcColumns.map((c) => c.code)];

/** A new search over a class: its instances by name. */
export function newSettings(classId: string, nameTitle: string): SearchSettings {
  return {
    filters: [{ id: 'f1', nodes: [{ id: 'n1', classId, subclasses: true }], edges: [], where: [] }],
    columns: [columnOf('n1', 'name', nameTitle, 'name', 10)],
    calcColumns: [],
    pageSize: null,
  };
}

function columnOf(node: string, propId: string, name: string, code: string, ord: number): SearchColumn {
  return { id: `${node}_${code}`, code, node, prop_id: propId, old_name: name, new_name: '', hidden: false, do_not_filter: false, agg: null, ord, sort: null, sort_mode: 'asc' };
}

/** The next order number after every column and calculated column (step 10, spec §9). */
export const nextOrd = (settings: SearchSettings): number => nextColumnOrd([...settings.columns, ...settings.calcColumns]);

/** A column or a calculated column, in the one order they share. */
export type AnyColumn = { kind: 'column'; column: SearchColumn } | { kind: 'calc'; column: CalcColumn };

/** Columns and calculated columns in display order. */
export function orderedColumns(settings: SearchSettings): AnyColumn[] {
  const all = [...settings.columns.map((column) => ({ id: `c:${column.id}`, ord: column.ord, item: { kind: 'column', column } as AnyColumn })), ...settings.calcColumns.map((column) => ({ id: `k:${column.id}`, ord: column.ord, item: { kind: 'calc', column } as AnyColumn }))];
  return inColumnOrder(all).map((x) => x.item);
}

/** Moves a column (or calculated column) one place up or down; every `ord` renumbered in steps of 10. */
export function moveAnyColumn(settings: SearchSettings, kind: AnyColumn['kind'], id: string, direction: 'up' | 'down'): SearchSettings {
  const all = [...settings.columns.map((c) => ({ id: `c:${c.id}`, ord: c.ord })), ...settings.calcColumns.map((c) => ({ id: `k:${c.id}`, ord: c.ord }))];
  const ords = new Map(moveOrdered(all, `${kind === 'column' ? 'c' : 'k'}:${id}`, direction).map((x) => [x.id, x.ord]));
  return {
    ...settings,
    columns: settings.columns.map((c) => ({ ...c, ord: ords.get(`c:${c.id}`) ?? c.ord })),
    calcColumns: settings.calcColumns.map((c) => ({ ...c, ord: ords.get(`k:${c.id}`) ?? c.ord })),
  };
}

/** Another root class: the graph starts again from it (columns and filters of the old one go). */
export const changeRoot = (classId: string, nameTitle: string, settings: SearchSettings): SearchSettings => ({ ...newSettings(classId, nameTitle), pageSize: settings.pageSize });

/** Adds a class reached from `from` by an object property, and answers the settings and the new node's id. */
export function addRelatedNode(settings: SearchSettings, from: string, edge: Pick<SearchEdge, 'propId' | 'direction'>, classId: string): { settings: SearchSettings; node: string } {
  const graph = graphOf(settings);
  const node = nextId('n', graph.nodes);
  const fromNode = graph.nodes.find((n) => n.id === from);
  const nodes = [...graph.nodes, { id: node, classId, subclasses: true, ...(fromNode?.x !== undefined ? { x: fromNode.x + 240, y: (fromNode.y ?? 0) + 80 * graph.nodes.length } : {}) }];
  const edges = [...graph.edges, { id: nextId('e', graph.edges), from, to: node, propId: edge.propId, direction: edge.direction, optional: false }];
  return { settings: withGraph(settings, { ...graph, nodes, edges }), node };
}

/** The node and every node reached only through it (the graph is a tree grown from the root). */
export function subtreeOf(graph: SearchFilter, node: string): Set<string> {
  const gone = new Set([node]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const edge of graph.edges) {
      if (!gone.has(edge.from) || gone.has(edge.to)) continue;
      gone.add(edge.to);
      grew = true;
    }
  }
  return gone;
}

/** Removes a node (never the root) with the nodes hanging from it, their edges, columns and filters. */
export function removeNode(settings: SearchSettings, node: string): SearchSettings {
  const graph = graphOf(settings);
  if (graph.nodes[0]?.id === node) return settings;
  const gone = subtreeOf(graph, node);
  return {
    ...withGraph(settings, {
      ...graph,
      nodes: graph.nodes.filter((n) => !gone.has(n.id)),
      edges: graph.edges.filter((e) => !gone.has(e.from) && !gone.has(e.to)),
      where: graph.where.filter((w) => !gone.has(w.node)),
    }),
    columns: settings.columns.filter((c) => !gone.has(c.node)),
  };
}

export function updateNode(settings: SearchSettings, node: string, patch: Partial<Omit<SearchNode, 'id'>>): SearchSettings {
  const graph = graphOf(settings);
  return withGraph(settings, { ...graph, nodes: graph.nodes.map((n) => (n.id === node ? { ...n, ...patch } : n)) });
}

/** The edge that brought a node into the graph (none for the root). */
export const edgeInto = (settings: SearchSettings, node: string): SearchEdge | undefined => graphOf(settings).edges.find((e) => e.to === node);

export function updateEdge(settings: SearchSettings, edge: string, patch: Partial<Omit<SearchEdge, 'id'>>): SearchSettings {
  const graph = graphOf(settings);
  return withGraph(settings, { ...graph, edges: graph.edges.map((e) => (e.id === edge ? { ...e, ...patch } : e)) });
}

/**
 * Adds a property of a node as a column, last, coded after the property's name. When another
 * column already bears that name (the names of two classes), the new one is titled with its
 * class too, so the table's headers tell them apart.
 */
export function addColumn(settings: SearchSettings, node: string, propId: string, name: string, nodeName = ''): SearchSettings {
  const code = uniqueCode(name, codesOf(settings));
  const taken = [...settings.columns.map((c) => c.new_name || c.old_name), ...settings.calcColumns.map((c) => c.name)].includes(name);
  const title = taken && nodeName ? `${name} (${nodeName})` : name;
  const column = { ...columnOf(node, propId, title, code, nextOrd(settings)), id: nextId('c', settings.columns) };
  return { ...settings, columns: [...settings.columns, column] };
}

export const updateColumn = (settings: SearchSettings, id: string, patch: Partial<Omit<SearchColumn, 'id'>>): SearchSettings => ({
  ...settings,
  columns: settings.columns.map((c) => (c.id === id ? { ...c, ...patch } : c)),
});

export const removeColumn = (settings: SearchSettings, id: string): SearchSettings => ({ ...settings, columns: settings.columns.filter((c) => c.id !== id) });

export function addCalcColumn(settings: SearchSettings, name: string): SearchSettings {
  const calc: CalcColumn = { id: nextId('k', settings.calcColumns), code: uniqueCode(name, codesOf(settings)), name, formula: '', type: 'number', ord: nextOrd(settings), agg: null, hidden: false, sort: null, sort_mode: 'asc' };
  return { ...settings, calcColumns: [...settings.calcColumns, calc] };
}

export const updateCalcColumn = (settings: SearchSettings, id: string, patch: Partial<Omit<CalcColumn, 'id'>>): SearchSettings => ({
  ...settings,
  calcColumns: settings.calcColumns.map((c) => (c.id === id ? { ...c, ...patch } : c)),
});

export const removeCalcColumn = (settings: SearchSettings, id: string): SearchSettings => ({ ...settings, calcColumns: settings.calcColumns.filter((c) => c.id !== id) });

export function addFilter(settings: SearchSettings, filter: Omit<FilterEntity, 'id'>): SearchSettings {
  const graph = graphOf(settings);
  return withGraph(settings, { ...graph, where: [...graph.where, { ...filter, id: nextId('w', graph.where) }] });
}

export function updateFilter(settings: SearchSettings, id: string, patch: Partial<Omit<FilterEntity, 'id'>>): SearchSettings {
  const graph = graphOf(settings);
  return withGraph(settings, { ...graph, where: graph.where.map((w) => (w.id === id ? { ...w, ...patch } : w)) });
}

export function removeFilter(settings: SearchSettings, id: string): SearchSettings {
  const graph = graphOf(settings);
  return withGraph(settings, { ...graph, where: graph.where.filter((w) => w.id !== id) });
}
