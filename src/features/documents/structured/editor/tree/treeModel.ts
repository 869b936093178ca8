import type { DocumentSnapshot, ElementKind } from '../../../../../../model/documents/elementModel';
import { canContain, kindsAllowedIn } from '../../../../../../model/documents/containerRules';

/** The parts of a snapshot the tree needs: kinds, titles and order (content is not read). */
export type DocumentStructure = Pick<DocumentSnapshot, 'rootId' | 'children'> & {
  elements: Record<string, { kind: ElementKind; title: string; settings: Record<string, unknown> }>;
};

/** One line of the tree as shown: the element, how deep it sits and whether it is folded. */
export type TreeRow = {
  id: string;
  kind: ElementKind;
  title: string;
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
  collapsed: boolean;
};

export const childrenOf = (structure: DocumentStructure, id: string): string[] => structure.children[id] ?? [];

/**
 * The rows of the tree from the root down, skipping what sits under a collapsed element. The
 * root is a row too (depth 0): elements are added to the document through it.
 */
export function visibleRows(structure: DocumentStructure, collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  // an explicit stack: a deep document must not exhaust the call stack
  const stack: Array<{ id: string; depth: number; parentId: string | null }> = [{ id: structure.rootId, depth: 0, parentId: null }];
  while (stack.length > 0) {
    const { id, depth, parentId } = stack.pop()!;
    const element = structure.elements[id];
    if (!element) continue;
    const kids = childrenOf(structure, id);
    const isCollapsed = kids.length > 0 && collapsed.has(id);
    rows.push({ id, kind: element.kind, title: element.title, depth, parentId, hasChildren: kids.length > 0, collapsed: isCollapsed });
    if (isCollapsed) continue;
    for (let n = kids.length - 1; n >= 0; n--) stack.push({ id: kids[n]!, depth: depth + 1, parentId: id });
  }
  return rows;
}

/** Each element's container: the inverse of `children`. */
export function parentIndex(structure: DocumentStructure): Map<string, string> {
  const parents = new Map<string, string>();
  for (const [parent, kids] of Object.entries(structure.children)) for (const kid of kids) parents.set(kid, parent);
  return parents;
}

export type MoveDirection = 'up' | 'down' | 'outdent' | 'indent';

/**
 * Which moves the element can make without breaking the container rules (§5: "moving an element
 * up a level requires a valid container kind"): up/down within its container; outdent to right
 * after its container, in the container's container; indent into the preceding sibling, last.
 */
export function availableMoves(structure: DocumentStructure, id: string, parents: Map<string, string> = parentIndex(structure)): Record<MoveDirection, boolean> {
  const none = { up: false, down: false, outdent: false, indent: false };
  const element = structure.elements[id];
  const parentId = parents.get(id);
  if (!element || parentId === undefined) return none;
  const siblings = childrenOf(structure, parentId);
  const index = siblings.indexOf(id);
  const grandParentId = parents.get(parentId);
  const grandParent = grandParentId === undefined ? undefined : structure.elements[grandParentId];
  const previous = index > 0 ? structure.elements[siblings[index - 1]!] : undefined;
  return {
    up: index > 0,
    down: index >= 0 && index < siblings.length - 1,
    outdent: grandParent !== undefined && canContain(grandParent.kind, element.kind),
    indent: previous !== undefined && canContain(previous.kind, element.kind),
  };
}

/** What may be added next to the selected element: inside it, and beside it in its container. */
export function addableKinds(structure: DocumentStructure, id: string, parents: Map<string, string> = parentIndex(structure)): { child: ElementKind[]; sibling: ElementKind[] } {
  const element = structure.elements[id];
  if (!element) return { child: [], sibling: [] };
  const parentId = parents.get(id);
  const parent = parentId === undefined ? undefined : structure.elements[parentId];
  return { child: kindsAllowedIn(element.kind), sibling: parent ? kindsAllowedIn(parent.kind) : [] };
}

/** Ids of the element and everything under it (what a delete removes, what a copy takes). */
export function subtreeIds(structure: DocumentStructure, id: string): string[] {
  const ids: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    ids.push(next);
    stack.push(...childrenOf(structure, next));
  }
  return ids;
}

/** The ancestors of an element, nearest first (to unfold the path to an element shown elsewhere). */
export function ancestorsOf(id: string, parents: Map<string, string>): string[] {
  const path: string[] = [];
  for (let at = parents.get(id); at !== undefined; at = parents.get(at)) path.push(at);
  return path;
}

/** Where a dragged element is dropped relative to the row under the pointer. */
export type DropWhere = 'before' | 'inside' | 'after';

/**
 * The container and index a dragged element lands at when dropped `where` of `targetId`, or null
 * when it may not go there: onto itself or into its own subtree, next to the root, or into a
 * container whose kind does not take it. The index counts the container's children without the
 * dragged element (as moveElementTo places it).
 */
export function dropPlacement(structure: DocumentStructure, id: string, targetId: string, where: DropWhere, parents: Map<string, string> = parentIndex(structure)): { parentId: string; index: number } | null {
  const element = structure.elements[id];
  const target = structure.elements[targetId];
  if (!element || !target || id === structure.rootId || id === targetId || ancestorsOf(targetId, parents).includes(id)) return null;
  const parentId = where === 'inside' ? targetId : parents.get(targetId);
  const parent = parentId === undefined ? undefined : structure.elements[parentId];
  if (!parent || parentId === undefined || !canContain(parent.kind, element.kind)) return null;
  const siblings = childrenOf(structure, parentId).filter((child) => child !== id);
  if (where === 'inside') return { parentId, index: siblings.length };
  return { parentId, index: siblings.indexOf(targetId) + (where === 'after' ? 1 : 0) };
}
