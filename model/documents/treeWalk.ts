import type { DocumentSnapshot } from './elementModel';

/** Walking a document's tree, shared by the rules that read it in document order. */

/** Ids in depth-first document order (each once), then any element the tree does not reach. */
export function inDocumentOrder(s: DocumentSnapshot): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id) || !(id in s.elements)) return;
    seen.add(id);
    order.push(id);
    for (const child of s.children[id] ?? []) visit(child);
  };
  visit(s.rootId);
  for (const id of Object.keys(s.elements)) visit(id);
  return order;
}

/** Each child's container (its first placement when listed twice). */
export function parentMap(s: DocumentSnapshot): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const [parentId, list] of Object.entries(s.children)) for (const child of list) if (!parentOf.has(child)) parentOf.set(child, parentId);
  return parentOf;
}

/** The element's containers from the nearest up to the root (loops cut). */
export function ancestorsOf(parentOf: ReadonlyMap<string, string>, innerId: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set([innerId]);
  let current = parentOf.get(innerId);
  while (current !== undefined && !seen.has(current)) {
    ancestors.push(current);
    seen.add(current);
    current = parentOf.get(current);
  }
  return ancestors;
}

/** The element and all its descendants, in document order. */
export function subtreeIds(s: DocumentSnapshot, innerId: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id) || !(id in s.elements)) return;
    seen.add(id);
    ids.push(id);
    for (const child of s.children[id] ?? []) visit(child);
  };
  visit(innerId);
  return ids;
}
