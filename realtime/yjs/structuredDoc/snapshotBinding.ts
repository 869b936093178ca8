import type * as Y from 'yjs';
import { canContain } from '../../../model/documents/containerRules';
import type { DocumentDiff, DocumentElement, DocumentSnapshot } from '../../../model/documents/elementModel';
import { PARENT_FIELD, childrenMap, elementsMap, metaMap, rootIdOf } from './docLayout';
import { normalizeMarkdown } from './markdownContent';
import { deleteTree, kindOfMap, listedChildren, readElement, subtreeIds, writeElement, writeFields } from './docElements';
import { resolveTree } from './structureView';

/**
 * Between a DocumentSnapshot (what is stored and saved) and the live Y.Doc (docLayout.ts).
 */

/** Ids in depth-first order from the root, then the rest sorted: one order on every replica. */
function seedOrder(snapshot: DocumentSnapshot): Array<{ id: string; parent: string | null }> {
  const order: Array<{ id: string; parent: string | null }> = [];
  const seen = new Set<string>();
  const visit = (id: string, parent: string | null): void => {
    if (seen.has(id) || !snapshot.elements[id]) return;
    seen.add(id);
    order.push({ id, parent });
    for (const child of snapshot.children[id] ?? []) visit(child, id);
  };
  visit(snapshot.rootId, null);
  return order;
}

/**
 * Fills an empty Y.Doc with a snapshot in one transaction and marks it seeded. Elements the root
 * does not reach are left out (they cannot be shown or edited; as the server diffs against what
 * it seeded, they also stay stored as they are). Deterministic: the same snapshot gives the same
 * operations in the same order, which the server relies on (see collab-server/documents/structured/relay/sdocSeed.ts).
 */
export function seedDoc(doc: Y.Doc, snapshot: DocumentSnapshot, documentId?: string): void {
  doc.transact(() => {
    for (const { id, parent } of seedOrder(snapshot)) writeElement(doc, snapshot.elements[id]!, parent);
    for (const { id } of seedOrder(snapshot)) {
      const list = childrenMap(doc).get(id);
      const ids = (snapshot.children[id] ?? []).filter((child) => snapshot.elements[child]);
      if (list && ids.length > 0) list.push(ids);
    }
    const meta = metaMap(doc);
    meta.set('rootId', snapshot.rootId);
    if (documentId !== undefined) meta.set('documentId', documentId);
    meta.set('seeded', true);
  });
}

/**
 * The document the Y.Doc holds now, read the same way on every replica. An element is where its
 * `parent` says; the child lists give the order. A listed id whose element names another parent,
 * or listed twice, is skipped; an element its parent's list lacks is appended (sorted by id); an
 * element cut off by a concurrent deletion of its parent is gone with it; a parent cycle (two
 * concurrent moves into each other) is broken by putting its members under the root.
 * `repaired` tells that any of this happened.
 */
export function readSnapshot(doc: Y.Doc): { snapshot: DocumentSnapshot; repaired: boolean } {
  const tree = resolveTree(doc);
  if (!tree) return { snapshot: { rootId: rootIdOf(doc) ?? '', elements: {}, children: {} }, repaired: false };
  const snapshot: DocumentSnapshot = { rootId: tree.rootId, elements: {}, children: {} };
  for (const id of tree.ids) {
    snapshot.elements[id] = readElement(doc, id, elementsMap(doc).get(id)!);
    const list = tree.children.get(id)!;
    if (list.length > 0) snapshot.children[id] = list;
  }
  return { snapshot, repaired: tree.repaired };
}

/**
 * Brings a save made elsewhere (over HTTP, or by another reconciler) into the live document, in
 * one transaction: removals (with descendants not placed elsewhere), additions, changed fields
 * (content through fillFragment, so only what differs is rewritten) and new child orders.
 * Idempotent: applying a diff the document already reflects changes nothing.
 */
export function applyDiffToDoc(doc: Y.Doc, diff: DocumentDiff, origin: unknown = null): void {
  doc.transact(() => {
    const elements = elementsMap(doc);
    const addedIds = new Set(diff.added.map((element) => element.innerId));
    const placed = new Set(Object.values(diff.order).flat());
    for (const id of diff.removed) {
      if (!elements.has(id)) continue;
      // descendants the diff puts elsewhere survive: take them out of the tree first
      for (const descendant of subtreeIds(doc, id)) if (descendant !== id && placed.has(descendant)) elements.get(descendant)?.delete(PARENT_FIELD);
      deleteTree(doc, id);
    }
    const parentInOrder = new Map<string, string>();
    for (const [container, list] of Object.entries(diff.order)) for (const child of list) parentInOrder.set(child, container);
    for (const element of diff.added) {
      const existing = elements.get(element.innerId);
      if (existing && kindOfMap(existing) === element.kind) writeFields(doc, element.innerId, fullFields(element));
      else writeElement(doc, element, parentInOrder.get(element.innerId) ?? null);
    }
    for (const { innerId, fields } of diff.changed) if (!addedIds.has(innerId)) writeFields(doc, innerId, fields);
    for (const [container, list] of Object.entries(diff.order)) {
      if (!elements.has(container)) continue;
      const wanted = list.filter((id) => elements.has(id));
      for (const id of wanted) if (elements.get(id)!.get(PARENT_FIELD) !== container) elements.get(id)!.set(PARENT_FIELD, container);
      const current = listedChildren(doc, container).map((entry) => entry.id);
      if (current.length === wanted.length && current.every((id, i) => id === wanted[i])) continue;
      const array = childrenMap(doc).get(container)!;
      array.delete(0, array.length);
      array.push(wanted);
    }
  }, origin);
}

/** The snapshot with each content as the editor writes it back (see normalizeMarkdown). */
export function normalizedSnapshot(snapshot: DocumentSnapshot): DocumentSnapshot {
  const elements: Record<string, DocumentElement> = {};
  for (const [id, element] of Object.entries(snapshot.elements)) elements[id] = { ...element, content: normalizeMarkdown(element.content) };
  return { rootId: snapshot.rootId, elements, children: snapshot.children };
}

/** An element's every field, absent optional ones as undefined (so writeFields clears them). */
function fullFields(element: DocumentElement): Partial<Record<keyof DocumentElement, unknown>> {
  const fields: Partial<Record<keyof DocumentElement, unknown>> = { ...element };
  for (const key of ['objectId', 'author', 'numberingStrategy', 'startNumberingWith', 'levelNumberingSetAliases', 'pointsToObject', 'pointsToTermin', 'generatorId', 'generatorTemplateElementId', 'generatorSourceStringId', 'generatorSource', 'tableColumnId', 'extraClasses'] as const)
    if (!(key in fields)) fields[key] = undefined;
  return fields;
}

/** Whether the element may sit in the container (container rules of §5). */
export function placementAllowed(doc: Y.Doc, parentId: string, element: Pick<DocumentElement, 'kind'>): boolean {
  const parentKind = kindOfMap(elementsMap(doc).get(parentId));
  return parentKind !== null && canContain(parentKind, element.kind);
}
