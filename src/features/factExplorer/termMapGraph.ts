import type { GraphEdge, GraphNode } from '../ontology';
import type { TermMap } from '../../../realtime/protocol/factExplorer';

/** The term map as graph nodes and edges: the centre classes stand out, subclass links point at the parent. */
export function termMapGraph(map: TermMap): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes: GraphNode[] = map.nodes.map((n) => ({ id: n.id, label: n.caption, kind: n.role === 'centre' ? 'focus' : 'class', title: n.caption }));
  const edges: GraphEdge[] = map.edges.map((e) =>
    e.kind === 'subclass'
      ? { id: `${e.from}~subClassOf~${e.to}`, from: e.from, to: e.to, kind: 'subclass' }
      : { id: `${e.from}~${e.prop?.id ?? ''}~${e.to}`, from: e.from, to: e.to, kind: 'property', label: e.prop?.caption, propId: e.prop?.id },
  );
  return { nodes, edges };
}
