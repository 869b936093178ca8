import { deepEqual } from '../../../model/documents/documentDiff';
import type { DocumentElement, DocumentSnapshot } from '../../../model/documents/elementModel';

/**
 * Merges two versions of a document that both started from `base`: `mine` (the live document)
 * wins every part it changed, `theirs` (a save made elsewhere) gives every part mine left as it
 * was. Parts are element fields, an element's existence, and a container's child list. The tree
 * is then rebuilt from the root so that every element sits in exactly one place: an element two
 * chosen lists both hold stays in the first one reached; one no list holds goes back under its
 * container in mine, else in theirs; one whose containers are all gone goes with them, except
 * that an element mine changed brings back the containers theirs deleted around it.
 */
export function threeWayMerge(base: DocumentSnapshot, theirs: DocumentSnapshot, mine: DocumentSnapshot): DocumentSnapshot {
  const elements: Record<string, DocumentElement> = {};
  const ids = new Set([...Object.keys(base.elements), ...Object.keys(theirs.elements), ...Object.keys(mine.elements)]);
  for (const id of [...ids].sort()) {
    const merged = mergeElement(base.elements[id], theirs.elements[id], mine.elements[id]);
    if (merged) elements[id] = merged;
  }
  const mineParents = parentsOf(mine);
  const theirsParents = parentsOf(theirs);
  // what mine kept inside a container theirs deleted keeps its containers: nothing typed is lost
  for (const id of Object.keys(elements)) {
    for (let parent = mineParents.get(id); parent && !elements[parent] && mine.elements[parent]; parent = mineParents.get(parent)) {
      elements[parent] = structuredClone(mine.elements[parent]!);
    }
  }
  const rootId = mine.rootId;
  const chosen = (id: string): string[] => {
    const mineList = mine.children[id] ?? [];
    return deepEqual(mineList, base.children[id] ?? []) && theirs.elements[id] ? (theirs.children[id] ?? []) : mineList;
  };
  const children: Record<string, string[]> = {};
  const placed = new Set<string>();
  const place = (id: string): void => {
    placed.add(id);
    const list = chosen(id).filter((child) => elements[child] && !placed.has(child) && child !== rootId);
    for (const child of list) placed.add(child);
    if (list.length > 0) children[id] = list;
    for (const child of list) place(child);
  };
  if (!elements[rootId]) return { rootId, elements: {}, children: {} };
  place(rootId);
  // elements left out: put back under their container (mine first), if that one is placed
  for (let progress = true; progress; ) {
    progress = false;
    for (const id of Object.keys(elements).sort()) {
      if (placed.has(id)) continue;
      const parent = [mineParents.get(id), theirsParents.get(id)].find((candidate) => candidate && placed.has(candidate));
      if (!parent) continue;
      children[parent] = [...(children[parent] ?? []), id];
      place(id);
      progress = true;
    }
  }
  for (const id of Object.keys(elements)) if (!placed.has(id)) delete elements[id];
  return { rootId, elements, children };
}

function mergeElement(base: DocumentElement | undefined, theirs: DocumentElement | undefined, mine: DocumentElement | undefined): DocumentElement | undefined {
  if (!base) return mine ?? theirs;
  // deleted by mine: gone; deleted by theirs: gone unless mine changed it since
  if (!mine) return undefined;
  if (!theirs) return deepEqual(mine, base) ? undefined : mine;
  if (mine.kind !== base.kind) return mine;
  if (theirs.kind !== base.kind) return deepEqual(mine, base) ? theirs : mine;
  const merged: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)]) as Set<keyof DocumentElement>;
  for (const key of keys) {
    const value = deepEqual(mine[key], base[key]) ? theirs[key] : mine[key];
    if (value !== undefined) merged[key] = structuredClone(value);
  }
  return merged as DocumentElement;
}

function parentsOf(s: DocumentSnapshot): Map<string, string> {
  const parents = new Map<string, string>();
  for (const [parent, list] of Object.entries(s.children)) for (const child of list) if (!parents.has(child)) parents.set(child, parent);
  return parents;
}
