import type { DocumentDiff, DocumentElement, DocumentSnapshot, ElementField } from './elementModel';
import { inDocumentOrder } from './treeWalk';

/**
 * The save diff of a structured document (`POST /api/document/save`, domain spec §4): what turns
 * one snapshot into another. A container without children may be stored with an empty list or
 * with no list at all; both mean the same and never produce a difference.
 */

/** Structural equality of JSON-like values (what element fields and settings hold). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((k) => aRecord[k] !== undefined);
  const bKeys = Object.keys(bRecord).filter((k) => bRecord[k] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((k) => deepEqual(aRecord[k], bRecord[k]));
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => deepEqual(a ?? [], b ?? []);

/** The fields (everything but innerId and kind) that differ; a field absent in `after` is `null`. */
export function changedFields(before: DocumentElement, after: DocumentElement): Partial<Record<ElementField, unknown>> {
  const fields: Partial<Record<ElementField, unknown>> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof DocumentElement>;
  for (const key of keys) {
    if (key === 'innerId' || key === 'kind') continue;
    if (deepEqual(before[key], after[key])) continue;
    fields[key] = after[key] === undefined ? null : structuredClone(after[key]);
  }
  return fields;
}

/**
 * The minimal diff from `before` to `after`: added elements (whole records), removed ids (every
 * one, descendants included), changed fields only, and the whole new child list of each container
 * whose children differ. An element whose kind changed is removed and added again under its id.
 */
export function diffSnapshots(before: DocumentSnapshot, after: DocumentSnapshot): DocumentDiff {
  const diff: DocumentDiff = { added: [], removed: [], changed: [], order: {} };
  for (const id of inDocumentOrder(before)) {
    const next = after.elements[id];
    if (!next || next.kind !== before.elements[id]?.kind) diff.removed.push(id);
  }
  for (const id of inDocumentOrder(after)) {
    const element = after.elements[id];
    const previous = before.elements[id];
    if (!element) continue;
    if (!previous || previous.kind !== element.kind) {
      diff.added.push(structuredClone(element));
      continue;
    }
    const fields = changedFields(previous, element);
    if (Object.keys(fields).length > 0) diff.changed.push({ innerId: id, fields });
  }
  for (const id of inDocumentOrder(after)) {
    if (!sameList(before.children[id], after.children[id])) diff.order[id] = [...(after.children[id] ?? [])];
  }
  return diff;
}

/** Applies changed fields to a copy of the element: `null` deletes an optional field. */
function withFields(element: DocumentElement, fields: Partial<Record<ElementField, unknown>>): DocumentElement {
  const next: Record<string, unknown> = { ...element };
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'innerId' || key === 'kind') continue;
    if (value === null || value === undefined) delete next[key];
    else next[key] = structuredClone(value);
  }
  return next as DocumentElement;
}

/**
 * The ids a diff removes: its `removed` ids (except those it adds back, i.e. replaces) and their
 * descendants, except the descendants the diff places in another container.
 */
function idsToRemove(snapshot: DocumentSnapshot, diff: DocumentDiff): Set<string> {
  const addedIds = new Set(diff.added.map((e) => e.innerId));
  const placed = new Set(Object.values(diff.order).flat());
  const removed = new Set(diff.removed.filter((id) => !addedIds.has(id)));
  const stack = [...removed];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    for (const child of snapshot.children[id] ?? []) {
      if (removed.has(child) || placed.has(child) || addedIds.has(child)) continue;
      removed.add(child);
      stack.push(child);
    }
  }
  return removed;
}

/** A new snapshot: `snapshot` with `diff` applied (removals, additions, field changes, orders). */
export function applyDiff(snapshot: DocumentSnapshot, diff: DocumentDiff): DocumentSnapshot {
  const removed = idsToRemove(snapshot, diff);
  const elements: Record<string, DocumentElement> = {};
  for (const [id, element] of Object.entries(snapshot.elements)) if (!removed.has(id)) elements[id] = structuredClone(element);
  const children: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(snapshot.children)) {
    if (removed.has(id)) continue;
    const kept = list.filter((child) => !removed.has(child));
    // A list emptied by removals goes away, so "no children" keeps one stored form.
    if (kept.length > 0 || list.length === 0) children[id] = kept;
  }
  for (const element of diff.added) elements[element.innerId] = structuredClone(element);
  for (const { innerId, fields } of diff.changed) {
    const element = elements[innerId];
    if (element) elements[innerId] = withFields(element, fields);
  }
  for (const [id, list] of Object.entries(diff.order)) {
    if (removed.has(id)) continue;
    if (list.length > 0) children[id] = list.filter((child) => !removed.has(child));
    else delete children[id];
  }
  return { rootId: snapshot.rootId, elements, children };
}

/** The snapshot with empty child lists dropped: the stored form applyDiff produces. */
export function canonicalSnapshot(s: DocumentSnapshot): DocumentSnapshot {
  const children: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(s.children)) if (list.length > 0) children[id] = [...list];
  return { rootId: s.rootId, elements: structuredClone(s.elements), children };
}
