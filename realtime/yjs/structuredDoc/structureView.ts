import type * as Y from 'yjs';
import type { ElementKind } from '../../../model/documents/elementModel';
import type { StructureView } from '../../../model/documents/structureRights';
import { PARENT_FIELD, childrenMap, elementsMap, metaMap, parentOf, rootIdOf } from './docLayout';

/**
 * The tree of a live structured document without its content: which elements the root reaches and
 * in what order. Light on purpose (no Tiptap): the relay reads it on every structural change of a
 * content-only editor (collab-server/documents/structured/relay/sdocGuard.ts); readSnapshot builds on it.
 */

/** The ids a container's list holds validly, with their positions in the Y.Array (see resolveTree). */
export function listedChildren(doc: Y.Doc, parentId: string): Array<{ id: string; position: number }> {
  const list = childrenMap(doc).get(parentId);
  if (!list) return [];
  const elements = elementsMap(doc);
  const seen = new Set<string>();
  const valid: Array<{ id: string; position: number }> = [];
  list.toArray().forEach((id, position) => {
    if (seen.has(id) || !elements.has(id) || parentOf(doc, id) !== parentId) return;
    seen.add(id);
    valid.push({ id, position });
  });
  return valid;
}

/** The resolved tree: the ids the root reaches (sorted), each container's children, and whether anything needed repair. */
export type ResolvedTree = { rootId: string; ids: string[]; children: Map<string, string[]>; repaired: boolean };

/**
 * The document the Y.Doc holds now, read the same way on every replica. An element is where its
 * `parent` says; the child lists give the order. A listed id whose element names another parent,
 * or listed twice, is skipped; an element its parent's list lacks is appended (sorted by id); an
 * element cut off by a concurrent deletion of its parent is gone with it; a parent cycle (two
 * concurrent moves into each other) is broken by putting its members under the root.
 * `repaired` tells that any of this happened.
 */
export function resolveTree(doc: Y.Doc): ResolvedTree | null {
  const rootId = rootIdOf(doc);
  const elementMaps = elementsMap(doc);
  if (!rootId || !elementMaps.has(rootId)) return null;
  let repaired = false;
  const ids = [...elementMaps.keys()].sort();
  const parents = new Map<string, string | null>();
  for (const id of ids) {
    const parent = elementMaps.get(id)!.get(PARENT_FIELD);
    parents.set(id, id !== rootId && typeof parent === 'string' ? parent : null);
  }
  const children = new Map<string, string[]>();
  for (const id of ids) {
    const list = childrenMap(doc).get(id);
    const valid = listedChildren(doc, id).map((entry) => entry.id);
    if (list && valid.length !== list.length) repaired = true;
    children.set(id, valid);
  }
  const listed = new Set([...children.values()].flat());
  for (const id of ids) {
    const parent = parents.get(id);
    if (id === rootId || listed.has(id) || !parent || !children.has(parent) || parent === id) continue;
    children.get(parent)!.push(id);
    repaired = true;
  }

  const reachable = new Set<string>();
  const reach = (from: string): void => {
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (reachable.has(id)) continue;
      reachable.add(id);
      stack.push(...(children.get(id) ?? []));
    }
  };
  reach(rootId);
  for (;;) {
    const start = ids.find((id) => !reachable.has(id) && inCycle(id, parents));
    if (!start) break;
    repaired = true;
    // every member goes under the root, in id order: no member then sits in another, so no
    // container rule broken by the cycle survives it
    const members = cycleMembers(start, parents);
    for (const member of members) {
      const previous = parents.get(member)!;
      children.set(previous, children.get(previous)!.filter((child) => child !== member));
    }
    for (const member of members) {
      parents.set(member, rootId);
      children.get(rootId)!.push(member);
      reach(member);
    }
  }
  if (reachable.size !== ids.length) repaired = true;
  return { rootId, ids: ids.filter((id) => reachable.has(id)), children, repaired };
}

/** The structure the edit rights are checked on: kinds and child lists of the reachable elements. */
export function readStructure(doc: Y.Doc): StructureView {
  const tree = resolveTree(doc);
  if (!tree) return { rootId: rootIdOf(doc) ?? '', elements: {}, children: {} };
  const elements: Record<string, { kind: ElementKind }> = {};
  const children: Record<string, string[]> = {};
  for (const id of tree.ids) {
    const kind = elementsMap(doc).get(id)?.get('kind');
    elements[id] = { kind: (typeof kind === 'string' ? kind : 'ContentHolder') as ElementKind };
    const list = tree.children.get(id)!;
    if (list.length > 0) children[id] = list;
  }
  return { rootId: tree.rootId, elements, children };
}

function cycleMembers(start: string, parents: ReadonlyMap<string, string | null>): string[] {
  const members = [start];
  for (let id = parents.get(start); id && id !== start; id = parents.get(id)) members.push(id);
  return members.sort();
}

/** Whether following parents from the id comes back to it (not to a missing parent). */
function inCycle(id: string, parents: ReadonlyMap<string, string | null>): boolean {
  const seen = new Set<string>();
  let current: string | null | undefined = id;
  while (current && !seen.has(current)) {
    seen.add(current);
    current = parents.get(current);
    if (current === id) return true;
  }
  return false;
}

/**
 * Calls `onChange` after the elements, child lists or meta changed (content is the editors'
 * business), once per animation frame in a browser or per microtask elsewhere.
 */
export function observeDocument(doc: Y.Doc, onChange: () => void): () => void {
  let scheduled = false;
  let stopped = false;
  const run = (): void => {
    scheduled = false;
    if (!stopped) onChange();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else queueMicrotask(run);
  };
  const elements = elementsMap(doc);
  const children = childrenMap(doc);
  const meta = metaMap(doc);
  elements.observeDeep(schedule);
  children.observeDeep(schedule);
  meta.observe(schedule);
  return () => {
    stopped = true;
    elements.unobserveDeep(schedule);
    children.unobserveDeep(schedule);
    meta.unobserve(schedule);
  };
}
