/**
 * Which elements of a document the user folded in the tree, kept in local storage per document
 * (domain spec §4: "collapsed elements are remembered per document in local storage").
 */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const collapsedKey = (documentId: string): string => `sdoc-collapsed:${documentId.toLowerCase()}`;

export function loadCollapsed(store: KeyValueStore, documentId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(collapsedKey(documentId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    // a value written by hand or by an older build: start unfolded rather than fail
    return new Set();
  }
}

/** Stores the set; an empty set removes the key, so untouched documents leave nothing behind. */
export function saveCollapsed(store: KeyValueStore, documentId: string, collapsed: ReadonlySet<string>): void {
  try {
    if (collapsed.size === 0) store.removeItem(collapsedKey(documentId));
    else store.setItem(collapsedKey(documentId), JSON.stringify([...collapsed].sort()));
  } catch {
    // storage full or disabled (private mode): folding still works for this visit
  }
}

/** Drops ids no longer in the document, so deleted elements do not pile up in storage. */
export function pruneCollapsed(collapsed: ReadonlySet<string>, exists: (id: string) => boolean): Set<string> {
  return new Set([...collapsed].filter(exists));
}
