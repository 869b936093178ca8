import type { SearchEdge } from '../../realtime/protocol/semanticSearch';
import { placed, SEARCH_MESSAGES } from './searchProblems';
import type { ResolvedEdge, ResolvedNode, ResolvedSearch } from './resolvedSearch';

type Shape = Pick<ResolvedSearch, 'nodes' | 'joins' | 'extraEdges' | 'optionalNodes'>;

/**
 * The order nodes are joined in: breadth first from the root along edges either way. An edge to a
 * node joined already is an extra condition; a node no edge reaches is refused. A node reached
 * through an optional edge — or hanging off such a node — is outer-joined.
 */
export function resolveGraph(nodes: ResolvedNode[], edges: ResolvedEdge[], raw: SearchEdge[]): Shape {
  const root = nodes[0]!;
  const joined = new Set([root.key]);
  const order: ResolvedNode[] = [root];
  const joins: Shape['joins'] = [];
  const used = new Set<string>();
  const optionalNodes = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const edge of edges) {
      if (used.has(edge.id)) continue;
      const fromRaw = raw.find((e) => e.id === edge.id)!.from;
      const toRaw = raw.find((e) => e.id === edge.id)!.to;
      const [known, fresh] = joined.has(fromRaw) ? [fromRaw, toRaw] : joined.has(toRaw) ? [toRaw, fromRaw] : [null, null];
      if (known === null || fresh === null || joined.has(fresh)) continue;
      used.add(edge.id);
      joined.add(fresh);
      order.push(nodes.find((n) => n.key === fresh)!);
      joins.push({ node: fresh, edge, via: known });
      if (edge.optional || optionalNodes.has(known)) optionalNodes.add(fresh);
      grew = true;
    }
  }
  const detached = nodes.find((n) => !joined.has(n.key));
  if (detached) throw placed(SEARCH_MESSAGES.detached(detached.key), { kind: 'node', id: detached.key });
  return { nodes: order, joins, extraEdges: edges.filter((e) => !used.has(e.id)), optionalNodes };
}
