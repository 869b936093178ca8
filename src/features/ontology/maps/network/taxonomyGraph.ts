import type { ClassRecord } from './graphRecords';
import { assembleGraph, NODE_CAP, SUBCLASS_PREDICATE, tripletId, type GraphEdge, type GraphModel, type GraphNode } from './graphModel';

/**
 * Rows of a taxonomy drawn top-down around `rootId`: its ancestors above (each at its shortest
 * distance), the root, then its descendants below (each at its shortest depth — with multiple
 * inheritance a class reachable two ways sits at the nearer row). Levels start at 0.
 */
export function taxonomyLevels(rootId: string, classes: readonly ClassRecord[]): Map<string, number> {
  const byId = new Map(classes.map((c) => [c.id, c]));
  const children = new Map<string, string[]>();
  for (const c of classes) for (const p of c.parents) children.set(p.id, [...(children.get(p.id) ?? []), c.id]);
  const level = new Map<string, number>([[rootId, 0]]);
  const walk = (next: (id: string) => string[], step: number) => {
    let frontier = [rootId];
    let depth = 0;
    while (frontier.length > 0) {
      depth += step;
      const following: string[] = [];
      for (const id of frontier)
        for (const other of next(id)) {
          if (level.has(other) || !byId.has(other)) continue;
          level.set(other, depth);
          following.push(other);
        }
      frontier = following;
    }
  };
  walk((id) => (byId.get(id)?.parents ?? []).map((p) => p.id), -1);
  walk((id) => children.get(id) ?? [], 1);
  const min = Math.min(...level.values());
  return new Map([...level].map(([id, l]) => [id, l - min]));
}

/** The taxonomy as a graph: classes placed in rows, subclass edges pointing at the parents. */
export function taxonomyGraph(rootId: string, classes: readonly ClassRecord[], cap = NODE_CAP): GraphModel {
  const levels = taxonomyLevels(rootId, classes);
  const placed = classes.filter((c) => levels.has(c.id)).sort((a, b) => (levels.get(a.id) ?? 0) - (levels.get(b.id) ?? 0));
  const nodes: GraphNode[] = placed.map((c) => ({ id: c.id, label: c.caption, kind: c.id === rootId ? 'focus' : 'class', level: levels.get(c.id) }));
  const edges: GraphEdge[] = placed.flatMap((c) =>
    c.parents.filter((p) => levels.has(p.id)).map((p) => ({ id: tripletId(c.id, SUBCLASS_PREDICATE, p.id), from: c.id, to: p.id, kind: 'subclass' as const })),
  );
  return assembleGraph(nodes, edges, cap);
}
