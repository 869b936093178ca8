import * as Y from 'yjs';
import type { DocumentElement, ElementKind } from '../../../model/documents/elementModel';
import { MAP_FIELDS, PARENT_FIELD, childrenMap, contentFragment, elementsMap, parentOf, type ElementMap } from './docLayout';
import { fillFragment, fragmentToMarkdown } from './markdownContent';
import { listedChildren } from './structureView';

/**
 * The element-level building blocks that seeding, diff application and the editing operations
 * share. Each runs inside its caller's transaction.
 */

const isOptionalEmpty = (value: unknown): boolean => value === undefined || value === null;

/** Creates an element: its map, its (empty) child list and its content. */
export function writeElement(doc: Y.Doc, element: DocumentElement, parentId: string | null): void {
  // a Y.Map not yet in a document answers `has` with false: the defaults are decided here
  const map: ElementMap = new Y.Map<unknown>();
  for (const field of MAP_FIELDS) {
    const value = element[field] ?? (field === 'title' ? '' : field === 'settings' ? {} : undefined);
    if (!isOptionalEmpty(value)) map.set(field, typeof value === 'object' ? structuredClone(value) : value);
  }
  if (parentId !== null) map.set(PARENT_FIELD, parentId);
  elementsMap(doc).set(element.innerId, map);
  // every element gets its list at birth: see docLayout.ts on why lists are never created twice
  childrenMap(doc).set(element.innerId, new Y.Array<string>());
  if (element.content) fillFragment(contentFragment(doc, element.innerId), element.content);
}

/**
 * Sets fields of an existing element: `undefined` or `null` clears an optional field (and empties
 * title or content); `innerId` and `kind` never change. Writes only what differs.
 */
export function writeFields(doc: Y.Doc, innerId: string, fields: Partial<Record<keyof DocumentElement, unknown>>): void {
  const map = elementsMap(doc).get(innerId);
  if (!map) return;
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'innerId' || key === 'kind') continue;
    if (key === 'content') {
      const markdown = typeof value === 'string' ? value : '';
      const fragment = contentFragment(doc, innerId);
      if (fragmentToMarkdown(fragment) !== markdown) fillFragment(fragment, markdown);
      continue;
    }
    if (!(MAP_FIELDS as readonly string[]).includes(key)) continue;
    if (isOptionalEmpty(value)) {
      if (key === 'title') map.set('title', '');
      else if (key === 'settings') map.set('settings', {});
      else map.delete(key);
    } else if (JSON.stringify(map.get(key)) !== JSON.stringify(value)) {
      map.set(key, typeof value === 'object' ? structuredClone(value) : value);
    }
  }
}

/** Reads one element (content from its fragment). */
export function readElement(doc: Y.Doc, innerId: string, map: ElementMap): DocumentElement {
  const element: Record<string, unknown> = { innerId, kind: map.get('kind'), title: '', content: cachedMarkdown(contentFragment(doc, innerId)), settings: {} };
  for (const field of MAP_FIELDS) {
    if (field === 'kind') continue;
    const value = map.get(field);
    if (value !== undefined) element[field] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  return element as DocumentElement;
}

// Serialising every fragment on each reconciliation is the costly part of reading a snapshot: a
// fragment's Markdown is kept until the fragment changes (a deep observer drops it). Observers
// run at the end of a transaction, so this is read outside transactions only.
const markdownCache = new WeakMap<Y.XmlFragment, string>();
const observed = new WeakSet<Y.XmlFragment>();
function cachedMarkdown(fragment: Y.XmlFragment): string {
  const cached = markdownCache.get(fragment);
  if (cached !== undefined) return cached;
  const markdown = fragmentToMarkdown(fragment);
  if (!observed.has(fragment)) {
    observed.add(fragment);
    fragment.observeDeep(() => markdownCache.delete(fragment));
  }
  markdownCache.set(fragment, markdown);
  return markdown;
}

export { listedChildren } from './structureView';

/** The Y.Array position where a child lands at `index` of the container's valid children. */
export function arrayPositionFor(doc: Y.Doc, parentId: string, index: number): number {
  const valid = listedChildren(doc, parentId);
  if (index < valid.length) return valid[Math.max(0, index)]!.position;
  return childrenMap(doc).get(parentId)?.length ?? 0;
}

/** Places an element in a container at an index of its valid children (the element's map exists). */
export function placeElement(doc: Y.Doc, innerId: string, parentId: string, index: number): void {
  let list = childrenMap(doc).get(parentId);
  if (!list) {
    list = new Y.Array<string>();
    childrenMap(doc).set(parentId, list);
  }
  const position = arrayPositionFor(doc, parentId, index);
  elementsMap(doc).get(innerId)?.set(PARENT_FIELD, parentId);
  list.insert(Math.min(position, list.length), [innerId]);
}

/** Takes every occurrence of the id out of a container's list. */
export function unlistElement(doc: Y.Doc, parentId: string, innerId: string): void {
  const list = childrenMap(doc).get(parentId);
  if (!list) return;
  const ids = list.toArray();
  for (let i = ids.length - 1; i >= 0; i--) if (ids[i] === innerId) list.delete(i, 1);
}

/** The element and everything under it (by parent pointers: what readSnapshot would show). */
export function subtreeIds(doc: Y.Doc, innerId: string): string[] {
  const byParent = new Map<string, string[]>();
  elementsMap(doc).forEach((map, id) => {
    const parent = map.get(PARENT_FIELD);
    if (typeof parent === 'string') byParent.set(parent, [...(byParent.get(parent) ?? []), id]);
  });
  const ids: string[] = [];
  const stack = [innerId];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    stack.push(...(byParent.get(id) ?? []));
  }
  return ids;
}

/** Deletes an element and its descendants: maps, lists, and their content emptied. */
export function deleteTree(doc: Y.Doc, innerId: string): void {
  const parent = parentOf(doc, innerId);
  if (parent) unlistElement(doc, parent, innerId);
  for (const id of subtreeIds(doc, innerId)) {
    elementsMap(doc).delete(id);
    childrenMap(doc).delete(id);
    const fragment = contentFragment(doc, id);
    if (fragment.length > 0) fragment.delete(0, fragment.length);
  }
}

export const kindOfMap = (map: ElementMap | undefined): ElementKind | null => {
  const kind = map?.get('kind');
  return typeof kind === 'string' ? (kind as ElementKind) : null;
};
