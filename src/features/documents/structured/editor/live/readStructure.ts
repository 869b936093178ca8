import type * as Y from 'yjs';
import { ELEMENT_KINDS, type DocumentElement, type DocumentSnapshot, type ElementKind } from '../../../../../../model/documents/elementModel';
import { elementsMap, MAP_FIELDS } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { resolveTree } from '../../../../../../realtime/yjs/structuredDoc/structureView';

const KINDS = new Set<string>(ELEMENT_KINDS);

/**
 * The document's structure as the editor shows it: every element with its fields but without its
 * content (content stays in the Tiptap editors; turning 2,000 fragments into Markdown on each
 * keystroke would be the slow part). The tree is resolved exactly as the server reads it for
 * saving (resolveTree: `parent` decides where an element is, child lists give the order, an id
 * listed twice shows once, a concurrent parent cycle goes under the root), so what the editor
 * shows is what gets saved. Elements of an unknown kind are left out with what sits under them.
 */
export function readStructure(doc: Y.Doc): DocumentSnapshot | null {
  const tree = resolveTree(doc);
  if (!tree) return null;
  const elements: Record<string, DocumentElement> = {};
  for (const innerId of tree.ids) {
    const map = elementsMap(doc).get(innerId)!;
    const kind = map.get('kind');
    if (typeof kind !== 'string' || !KINDS.has(kind)) continue;
    const element: Record<string, unknown> = { innerId, kind: kind as ElementKind, title: '', content: '', settings: {} };
    for (const field of MAP_FIELDS) {
      const value = map.get(field);
      if (value !== undefined && value !== null) element[field] = value;
    }
    if (typeof element.title !== 'string') element.title = '';
    if (typeof element.settings !== 'object' || element.settings === null) element.settings = {};
    elements[innerId] = element as DocumentElement;
  }
  if (!elements[tree.rootId]) return null;
  const children: Record<string, string[]> = {};
  for (const [containerId, list] of tree.children) {
    const shown = elements[containerId] ? list.filter((id) => elements[id]) : [];
    if (shown.length > 0) children[containerId] = shown;
  }
  return { rootId: tree.rootId, elements, children };
}
