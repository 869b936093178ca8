import { useCallback, useEffect, useState } from 'react';
import { loadCollapsed, saveCollapsed } from './collapsedMemory';

/** The folded elements of this document's tree, remembered in local storage (§4). */
export function useCollapsed(documentId: string): { collapsed: ReadonlySet<string>; toggle: (id: string) => void; setFolded: (id: string, folded: boolean) => void } {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => loadCollapsed(localStorage, documentId));
  useEffect(() => saveCollapsed(localStorage, documentId, collapsed), [documentId, collapsed]);
  const setFolded = useCallback((id: string, folded: boolean) => {
    setCollapsed((current) => {
      if (current.has(id) === folded) return current;
      const next = new Set(current);
      if (folded) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const toggle = useCallback((id: string) => setCollapsed((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  return { collapsed, toggle, setFolded };
}
