import type * as Y from 'yjs';
import { ELEMENT_KINDS, type DocumentElement, type DocumentSnapshot, type ElementKind } from '../../../../../domain/documents/elementModel';
import { childrenMap, elementsMap, MAP_FIELDS, PARENT_FIELD, rootIdOf } from '../../../../../../realtime/yjs/structuredDoc/docLayout';

const KINDS = new Set<string>(ELEMENT_KINDS);

/**
 * The document's structure as the editor shows it: every element with its fields but without its
 * content (content stays in the Tiptap editors; turning 2,000 fragments into Markdown on each
 * keystroke would be the slow part). `parent` decides where an element is; child lists give the
 * order: an id listed twice, or in a container that is not its parent (a concurrent move), is
 * shown once, where its parent says; an element missing from its parent's list comes last.
 */
export function readStructure(doc: Y.Doc): DocumentSnapshot | null {
  const rootId = rootIdOf(doc);
  if (!rootId) return null;
  const elements: Record<string, DocumentElement> = {};
  const parentOf = new Map<string, string>();
  elementsMap(doc).forEach((map, innerId) => {
    const kind = map.get('kind');
    if (typeof kind !== 'string' || !KINDS.has(kind)) return;
    const element: Record<string, unknown> = { innerId, kind: kind as ElementKind, title: '', content: '', settings: {} };
    for (const field of MAP_FIELDS) {
      const value = map.get(field);
      if (value !== undefined && value !== null) element[field] = value;
    }
    if (typeof element.title !== 'string') element.title = '';
    if (typeof element.settings !== 'object' || element.settings === null) element.settings = {};
    elements[innerId] = element as DocumentElement;
    const parent = map.get(PARENT_FIELD);
    if (typeof parent === 'string') parentOf.set(innerId, parent);
  });
  if (!elements[rootId]) return null;

  const children: Record<string, string[]> = {};
  const placed = new Set<string>();
  childrenMap(doc).forEach((list, containerId) => {
    if (!elements[containerId]) return;
    const ordered = list.toArray().filter((id) => elements[id] && parentOf.get(id) === containerId && !placed.has(id) && placed.add(id));
    if (ordered.length > 0) children[containerId] = ordered;
  });
  for (const [id, parent] of parentOf) {
    if (placed.has(id) || !elements[parent] || id === rootId) continue;
    (children[parent] ??= []).push(id);
  }
  return { rootId, elements, children };
}
