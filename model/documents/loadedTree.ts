import type { AccessRights, DocumentElement, DocumentSnapshot } from './elementModel';

/**
 * The loaded document of domain spec §3.9: the snapshot as a nested tree, each element with its
 * objectId (innerId when unset), childElements, extraClasses, isCollapsed and the caller's rights;
 * the root also carries timestamp and documentMetadata when the loader has them.
 */
export type LoadedElement = DocumentElement & {
  objectId: string;
  childElements: LoadedElement[];
  extraClasses: string[];
  isCollapsed: boolean;
  /** Position among its parent's children, 0-based (the root's is 0). */
  orderId: number;
  accessRightsResolved: AccessRights;
};
export type LoadedDocument = LoadedElement & { timestamp?: string; documentMetadata?: Record<string, unknown> };

/** The tree of a snapshot (children listed but missing are skipped; each element appears once). */
export function toLoadedTree(
  s: DocumentSnapshot,
  rights: AccessRights,
  collapsed: ReadonlySet<string>,
  extra: { timestamp?: string; documentMetadata?: Record<string, unknown> } = {},
): LoadedDocument {
  const seen = new Set<string>();
  const build = (element: DocumentElement, orderId: number): LoadedElement => {
    seen.add(element.innerId);
    const childElements: LoadedElement[] = [];
    for (const childId of s.children[element.innerId] ?? []) {
      const child = s.elements[childId];
      if (child && !seen.has(childId)) childElements.push(build(child, childElements.length));
    }
    return {
      ...structuredClone(element),
      objectId: element.objectId ?? element.innerId,
      extraClasses: [...(element.extraClasses ?? [])],
      childElements,
      isCollapsed: collapsed.has(element.innerId),
      orderId,
      accessRightsResolved: { ...rights },
    };
  };
  const root = s.elements[s.rootId];
  if (!root) throw new Error(`Корневой элемент документа ${s.rootId} отсутствует`);
  return { ...build(root, 0), ...extra };
}

/** The snapshot of a loaded tree: the loaded-only fields dropped, defaults left implicit again. */
export function fromLoadedTree(tree: LoadedElement): DocumentSnapshot {
  const snapshot: DocumentSnapshot = { rootId: tree.innerId, elements: {}, children: {} };
  const add = (loaded: LoadedElement): void => {
    const { childElements, isCollapsed: _collapsed, orderId: _order, accessRightsResolved: _rights, objectId, extraClasses, ...rest } = loaded;
    const { timestamp: _timestamp, documentMetadata: _metadata, ...fields } = rest as LoadedDocument;
    const element: DocumentElement = structuredClone(fields);
    if (objectId !== loaded.innerId) element.objectId = objectId;
    if (extraClasses.length > 0) element.extraClasses = [...extraClasses];
    snapshot.elements[loaded.innerId] = element;
    if (childElements.length > 0) snapshot.children[loaded.innerId] = childElements.map((c) => c.innerId);
    childElements.forEach(add);
  };
  add(tree);
  return snapshot;
}

/**
 * The snapshot with a usable order (domain spec §4: a broken order chain loads the document
 * without its order). Child lists lose ids of missing elements, second placements of an element,
 * the root and loops; lists of missing containers go; elements left without a place are appended
 * to the root with their own subtrees, so no content is lost. orderBroken says something was fixed.
 */
export function repairSnapshot(s: DocumentSnapshot): { snapshot: DocumentSnapshot; orderBroken: boolean } {
  const children: Record<string, string[]> = {};
  const placed = new Set<string>([s.rootId]);
  const place = (id: string): void => {
    const kept: string[] = [];
    for (const child of s.children[id] ?? []) {
      if (!(child in s.elements) || placed.has(child)) continue;
      placed.add(child);
      kept.push(child);
    }
    if (kept.length > 0) children[id] = kept;
    kept.forEach(place);
  };
  if (!(s.rootId in s.elements)) return { snapshot: { rootId: s.rootId, elements: structuredClone(s.elements), children: {} }, orderBroken: true };
  place(s.rootId);

  const unplaced = (): string[] => Object.keys(s.elements).filter((id) => !placed.has(id));
  const referencedByUnplaced = new Set(unplaced().flatMap((id) => s.children[id] ?? []));
  // Tops of detached subtrees first, so a detached section comes back with its content inside.
  const rescued = [...unplaced().filter((id) => !referencedByUnplaced.has(id)), ...unplaced()];
  for (const id of rescued) {
    if (placed.has(id)) continue;
    placed.add(id);
    children[s.rootId] = [...(children[s.rootId] ?? []), id];
    place(id);
  }

  const snapshot: DocumentSnapshot = { rootId: s.rootId, elements: structuredClone(s.elements), children };
  return { snapshot, orderBroken: !sameChildren(s.children, children) };
}

function sameChildren(a: Record<string, string[]>, b: Record<string, string[]>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const left = a[key] ?? [];
    const right = b[key] ?? [];
    if (left.length !== right.length || left.some((id, i) => id !== right[i])) return false;
  }
  return true;
}
