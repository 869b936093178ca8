import type { GraphEdge, GraphNode } from '../ontology';
import type { FactDirection, FactLinkGroup, FactLinkPage, FactSheet } from '../../../realtime/protocol/factExplorer';

/**
 * The graph of the facts: the focus instance, the instances it links to and that link to it, and
 * the same around each instance the user expanded. A property with more links than were loaded
 * gets one "more" node standing for the rest; clicking it loads the next page (`appendLinks`).
 * Pure: the graph view draws what this returns.
 */
export type MoreNode = { inst: string; prop: string; direction: FactDirection; loaded: number; total: number };
export type FactGraph = { nodes: GraphNode[]; edges: GraphEdge[]; more: Map<string, MoreNode> };

export const moreNodeId = (inst: string, prop: string, direction: FactDirection): string => `more~${direction}~${inst}~${prop}`;

/** How a "more" node reads: a function of the number not shown (the caller's words and number format). */
export type MoreLabel = (hidden: number) => string;

function addGroups(graph: FactGraph, sheet: FactSheet, groups: readonly FactLinkGroup[], direction: FactDirection, moreLabel: MoreLabel, seen: Map<string, GraphNode>, edgeIds: Set<string>) {
  const self = sheet.instance.id;
  for (const group of groups) {
    for (const link of group.links) {
      if (!seen.has(link.id)) {
        const node: GraphNode = { id: link.id, label: link.name, kind: 'individual', title: link.type ? `${link.name} — ${link.type}` : link.name };
        seen.set(link.id, node);
        graph.nodes.push(node);
      }
      const [from, to] = direction === 'out' ? [self, link.id] : [link.id, self];
      const id = `${from}~${group.prop.id}~${to}`;
      if (edgeIds.has(id)) continue;
      edgeIds.add(id);
      graph.edges.push({ id, from, to, kind: 'property', label: group.prop.caption, propId: group.prop.id });
    }
    const hidden = group.total - group.links.length;
    if (hidden <= 0) continue;
    const moreId = moreNodeId(self, group.prop.id, direction);
    graph.more.set(moreId, { inst: self, prop: group.prop.id, direction, loaded: group.links.length, total: group.total });
    graph.nodes.push({ id: moreId, label: moreLabel(hidden), kind: 'external', title: `${group.prop.caption}: ${moreLabel(hidden)}` });
    const [from, to] = direction === 'out' ? [self, moreId] : [moreId, self];
    graph.edges.push({ id: `${from}~${group.prop.id}~${to}`, from, to, kind: 'property', label: group.prop.caption, propId: group.prop.id });
  }
}

/**
 * Nodes and edges for the focus and the expanded instances (`sheets`, the focus first), each node
 * and edge once: a link seen from both its ends is one edge.
 */
export function buildFactGraph(focus: string, sheets: ReadonlyMap<string, FactSheet>, moreLabel: MoreLabel): FactGraph {
  const graph: FactGraph = { nodes: [], edges: [], more: new Map() };
  const seen = new Map<string, GraphNode>();
  const edgeIds = new Set<string>();
  const ordered = [...sheets.values()].sort((x, y) => Number(y.instance.id === focus) - Number(x.instance.id === focus));
  for (const sheet of ordered) {
    const own = seen.get(sheet.instance.id);
    if (!own) {
      const node: GraphNode = { id: sheet.instance.id, label: sheet.instance.caption, kind: 'individual', title: sheet.instance.caption };
      seen.set(node.id, node);
      graph.nodes.push(node);
    }
  }
  for (const sheet of ordered) {
    addGroups(graph, sheet, sheet.outgoing, 'out', moreLabel, seen, edgeIds);
    addGroups(graph, sheet, sheet.incoming, 'in', moreLabel, seen, edgeIds);
  }
  return graph;
}

/**
 * The sheet with a further page of one property's links added (links already there are not
 * repeated). The sheet's total stands: pages are kept over a live reload of the first page, which
 * counts afresh.
 */
export function appendLinks(sheet: FactSheet, page: FactLinkPage): FactSheet {
  const key = page.direction === 'out' ? 'outgoing' : 'incoming';
  const groups = sheet[key];
  const existing = groups.find((g) => g.prop.id === page.prop.id);
  const merged: FactLinkGroup = existing
    ? { ...existing, links: [...existing.links, ...page.links.filter((l) => !existing.links.some((e) => e.id === l.id))] }
    : { prop: page.prop, total: page.total, links: page.links };
  return { ...sheet, [key]: existing ? groups.map((g) => (g === existing ? merged : g)) : [...groups, merged] };
}
