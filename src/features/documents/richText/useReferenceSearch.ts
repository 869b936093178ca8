import { useEffect, useState } from 'react';
import type { ReferencePick } from '../../../../realtime/protocol/documents/referenceSearch';
import { searchReferences } from './referenceSearchApi';

/** A pause in typing before the server is asked: one search per word, not per letter. */
const DEBOUNCE_MS = 150;

export type ReferenceSearchState = { items: ReferencePick[]; loading: boolean; failed: boolean };

const IDLE: ReferenceSearchState = { items: [], loading: false, failed: false };

/** The picker's results for a query (none for an empty one); a newer query cancels the older request. */
export function useReferenceSearch(query: string | null, documentId: string | undefined): ReferenceSearchState {
  const [state, setState] = useState<ReferenceSearchState>(IDLE);
  const q = query?.trim() ?? '';
  useEffect(() => {
    if (!q) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchReferences({ q, documentId }, abort.signal).then(
        (items) => setState({ items, loading: false, failed: false }),
        // a cancelled search was replaced by a newer one: only a real failure is shown
        () => !abort.signal.aborted && setState({ items: [], loading: false, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, documentId]);
  return state;
}
