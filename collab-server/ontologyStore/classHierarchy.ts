/** One row of class_closure: `ancestor` is reached from `descendant` in `depth` parent steps (0: itself). */
export type ClosureRow = { ancestor: string; descendant: string; depth: number };

/**
 * The class hierarchy (multiple inheritance) as parent and child adjacency, kept in memory while a
 * set_data call changes it, so cycles are found before anything is written and the closure rows of
 * exactly the affected classes can be recomputed at the end.
 */
export class ClassGraph {
  private readonly parentsOf = new Map<string, string[]>();
  private readonly childrenOf = new Map<string, Set<string>>();

  static fromEdges(edges: Iterable<{ child: string; parent: string }>): ClassGraph {
    const graph = new ClassGraph();
    const grouped = new Map<string, string[]>();
    for (const { child, parent } of edges) grouped.set(child, [...(grouped.get(child) ?? []), parent]);
    for (const [child, parents] of grouped) graph.setParents(child, parents);
    return graph;
  }

  parents(cls: string): readonly string[] {
    return this.parentsOf.get(cls) ?? [];
  }

  setParents(cls: string, parents: readonly string[]): void {
    for (const old of this.parentsOf.get(cls) ?? []) this.childrenOf.get(old)?.delete(cls);
    const unique = [...new Set(parents)];
    this.parentsOf.set(cls, unique);
    for (const parent of unique) {
      const children = this.childrenOf.get(parent) ?? new Set<string>();
      children.add(cls);
      this.childrenOf.set(parent, children);
    }
  }

  /** Takes a deleted class out: its own parent edges and every edge to it. */
  removeClass(cls: string): void {
    this.setParents(cls, []);
    this.parentsOf.delete(cls);
    for (const child of this.childrenOf.get(cls) ?? []) {
      this.parentsOf.set(
        child,
        this.parents(child).filter((p) => p !== cls),
      );
    }
    this.childrenOf.delete(cls);
  }

  /** Every ancestor with its shortest distance, the class itself at 0 (breadth-first, so depths are minimal). */
  ancestorsWithDepth(cls: string): Map<string, number> {
    const depths = new Map<string, number>([[cls, 0]]);
    let frontier = [cls];
    for (let depth = 1; frontier.length > 0; depth++) {
      const next: string[] = [];
      for (const c of frontier) {
        for (const parent of this.parents(c)) {
          if (depths.has(parent)) continue;
          depths.set(parent, depth);
          next.push(parent);
        }
      }
      frontier = next;
    }
    return depths;
  }

  /** The class and everything below it. */
  descendants(cls: string): Set<string> {
    const seen = new Set<string>([cls]);
    const stack = [cls];
    while (stack.length > 0) {
      for (const child of this.childrenOf.get(stack.pop() as string) ?? []) {
        if (!seen.has(child)) {
          seen.add(child);
          stack.push(child);
        }
      }
    }
    return seen;
  }

  /** Would making `parent` a parent of `cls` close a loop (including a class being its own parent)? */
  wouldCreateCycle(cls: string, parent: string): boolean {
    return this.ancestorsWithDepth(parent).has(cls);
  }
}

/** The closure rows of the given classes (each with all its ancestors), from the graph as it is now. */
export function closureRows(graph: ClassGraph, classes: Iterable<string>): ClosureRow[] {
  const rows: ClosureRow[] = [];
  for (const descendant of classes) {
    for (const [ancestor, depth] of graph.ancestorsWithDepth(descendant)) rows.push({ ancestor, descendant, depth });
  }
  return rows;
}

/**
 * The classes whose ancestor sets may differ after some classes changed parents: everything at or
 * below a changed class in the new graph. (A class that was below a changed one before but is no
 * longer is below the lowest changed class on its old path, which is itself changed.)
 */
export function affectedByParentChanges(graph: ClassGraph, changed: Iterable<string>): Set<string> {
  const affected = new Set<string>();
  for (const cls of changed) {
    if (affected.has(cls)) continue;
    for (const d of graph.descendants(cls)) affected.add(d);
  }
  return affected;
}
