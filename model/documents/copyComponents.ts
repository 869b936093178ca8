import type { DocumentElement, DocumentSnapshot } from './elementModel';
import { formatReference, parseReferences } from './referenceSyntax';
import { inDocumentOrder, parentMap, ancestorsOf, subtreeIds } from './treeWalk';

/**
 * Copying components (domain spec §4): the chosen elements with their subtrees get new ids; the
 * links that tie a copy to where it came from are cleared — its own ontology object (objectId),
 * its generator (generatorId, generatorTemplateElementId, generatorSourceStringId) — the author
 * becomes the current user, and the order (child lists, the copied roots) is remapped to the new
 * ids. What an element points to (pointsToObject, pointsToTermin) is its content and is kept.
 * Links inside the copied set are remapped: a cell's tableColumnId and cross references in content.
 */
export type CopiedComponents = { elements: DocumentElement[]; children: Record<string, string[]>; rootIds: string[] };
export type CopyOptions = { newId: () => string; currentUserId: string };

const CLEARED_FIELDS = ['objectId', 'generatorId', 'generatorTemplateElementId', 'generatorSourceStringId'] as const;

/** Cross references to copied elements point to their copies. */
function remapCrossReferences(text: string, newIds: ReadonlyMap<string, string>): string {
  let result = '';
  let from = 0;
  for (const ref of parseReferences(text)) {
    const target = ref.kind === 'cross' ? newIds.get(ref.objectId) : undefined;
    if (!target) continue;
    result += text.slice(from, ref.offset) + formatReference({ ...ref, objectId: target });
    from = ref.offset + ref.length;
  }
  return result + text.slice(from);
}

export function copyComponents(s: DocumentSnapshot, rootIds: readonly string[], options: CopyOptions): CopiedComponents {
  const parentOf = parentMap(s);
  const chosen = new Set(rootIds.filter((id) => id in s.elements && id !== s.rootId));
  // In document order, and without those already inside another chosen element.
  const roots = inDocumentOrder(s).filter((id) => chosen.has(id) && !ancestorsOf(parentOf, id).some((a) => chosen.has(a)));
  const copiedIds = roots.flatMap((id) => subtreeIds(s, id));
  const newIds = new Map(copiedIds.map((id) => [id, options.newId()]));
  const newId = (id: string): string => newIds.get(id) ?? id;

  const elements = copiedIds.map((id): DocumentElement => {
    const copy = structuredClone(s.elements[id] as DocumentElement);
    for (const field of CLEARED_FIELDS) delete copy[field];
    copy.innerId = newId(id);
    copy.author = options.currentUserId;
    if (copy.tableColumnId && newIds.has(copy.tableColumnId)) copy.tableColumnId = newId(copy.tableColumnId);
    copy.content = remapCrossReferences(copy.content, newIds);
    return copy;
  });
  const children: Record<string, string[]> = {};
  for (const id of copiedIds) {
    const list = (s.children[id] ?? []).filter((child) => newIds.has(child));
    if (list.length > 0) children[newId(id)] = list.map(newId);
  }
  return { elements, children, rootIds: roots.map(newId) };
}
