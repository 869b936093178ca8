/**
 * What a graph screen hands to the network: nodes and edges in our own terms (classes,
 * individuals, subclass and property edges), independent of vis-network, so building them from
 * data-API rows is pure and testable.
 */
export type NodeKind = 'class' | 'individual' | 'focus' | 'external';
export type EdgeKind = 'subclass' | 'property';

export type GraphNode = {
  id: string;
  label: string;
  kind: NodeKind;
  /** Tooltip text (plain). */
  title?: string;
  /** A saved position: the node starts there and stays until dragged. */
  x?: number;
  y?: number;
  /** Hierarchical layouts: the row (0 = top). */
  level?: number;
};

export type GraphEdge = {
  /** Unique per edge; for property edges the triplet id (see tripletId). */
  id: string;
  from: string;
  to: string;
  kind: EdgeKind;
  label?: string;
  /** The object property a property edge stands for. */
  propId?: string;
};

export type GraphModel = { nodes: GraphNode[]; edges: GraphEdge[]; /** Nodes left out to keep the graph usable. */ hidden: number };

/** More nodes than this make vis-network too slow to use: the rest are left out with a message. */
export const NODE_CAP = 500;

/** The predicate of subclass triples and edges. */
export const SUBCLASS_PREDICATE = 'subClassOf';

/**
 * A triple's id, used in /ontology/:map_id/:triplet_id and as the id of its edge: subject,
 * predicate (an object property's id, or 'subClassOf') and object joined by '~' — ids are UUIDs,
 * so '~' cannot occur inside them and needs no escaping in a URL.
 */
export function tripletId(subject: string, predicate: string, object: string): string {
  return `${subject}~${predicate}~${object}`;
}

export function parseTripletId(id: string): { subject: string; predicate: string; object: string } | null {
  const parts = id.split('~');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  const [subject, predicate, object] = parts as [string, string, string];
  return { subject, predicate, object };
}

/**
 * Nodes and edges without duplicates (the first occurrence of a node wins, but a more specific
 * kind — focus over class over external — is kept), edges only between nodes that are present,
 * nodes beyond `cap` dropped (with their edges) and counted in `hidden`.
 */
export function assembleGraph(nodes: readonly GraphNode[], edges: readonly GraphEdge[], cap = NODE_CAP): GraphModel {
  const rank: Record<NodeKind, number> = { focus: 3, class: 2, individual: 2, external: 1 };
  const byId = new Map<string, GraphNode>();
  for (const node of nodes) {
    const seen = byId.get(node.id);
    if (!seen) byId.set(node.id, node);
    else if (rank[node.kind] > rank[seen.kind]) byId.set(node.id, { ...seen, kind: node.kind });
  }
  const all = [...byId.values()];
  const kept = all.slice(0, cap);
  const keptIds = new Set(kept.map((n) => n.id));
  const edgeIds = new Set<string>();
  const keptEdges: GraphEdge[] = [];
  for (const edge of edges) {
    if (edgeIds.has(edge.id) || !keptIds.has(edge.from) || !keptIds.has(edge.to)) continue;
    edgeIds.add(edge.id);
    keptEdges.push(edge);
  }
  return { nodes: kept, edges: keptEdges, hidden: all.length - kept.length };
}
