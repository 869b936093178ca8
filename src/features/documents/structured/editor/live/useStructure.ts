import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { DocumentElement, DocumentSnapshot } from '../../../../../../model/documents/elementModel';
import { observeDocument } from '../../../../../../realtime/yjs/structuredDoc/structureView';
import { readStructure } from './readStructure';
import { StructureStore } from './structureStore';

/**
 * Keeps a StructureStore in step with the live document, read again once per animation frame at
 * most: a burst of remote changes (a paste of 200 elements) updates the screen once.
 */
export function useStructureStore(doc: Y.Doc | null, numberer: (snapshot: DocumentSnapshot) => ReadonlyMap<string, string>): StructureStore {
  const [store] = useState(() => new StructureStore(numberer));
  useEffect(() => {
    if (!doc) {
      store.set(null);
      return;
    }
    const refresh = () => store.set(readStructure(doc));
    refresh();
    return observeDocument(doc, refresh);
  }, [doc, store]);
  return store;
}

export const useStructureSnapshot = (store: StructureStore): DocumentSnapshot | null => useSyncExternalStore(store.subscribe, store.current);

export function useElement(store: StructureStore, id: string): DocumentElement | undefined {
  return useSyncExternalStore(store.subscribe, useCallback(() => store.element(id), [store, id]));
}

export function useChildIds(store: StructureStore, id: string): readonly string[] {
  return useSyncExternalStore(store.subscribe, useCallback(() => store.children(id), [store, id]));
}

export function useElementNumber(store: StructureStore, id: string): string {
  return useSyncExternalStore(store.subscribe, useCallback(() => store.number(id), [store, id]));
}
