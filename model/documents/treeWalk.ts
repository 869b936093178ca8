import type { DocumentSnapshot } from './elementModel';

/** Walking a document's tree, shared by the rules that read it in document order. */

/** Ids in depth-first document order (each once), then any element the tree does not reach. */
export function inDocumentOrder(s: DocumentSnapshot): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  walkFrom(s, s.rootId, seen, order);
  for (const id of Object.keys(s.elements)) walkFrom(s, id, seen, order);
  return order;
}

/** Appends the element and what lies below it, depth first; ids seen before and ids no element has are passed over. */
function walkFrom(s: DocumentSnapshot, id: string, seen: Set<string>, out: string[]): void {
  if (seen.has(id) || !(id in s.elements)) return;
  seen.add(id);
  out.push(id);
  for (const child of s.children[id] ?? []) walkFrom(s, child, seen, out);
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
  walkFrom(s, innerId, new Set(), ids);
  return ids;
}
