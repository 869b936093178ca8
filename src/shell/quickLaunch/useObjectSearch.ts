import { useEffect, useState } from 'react';
import { apiFetch } from '../../api/apiFetch';
import { quickLaunchResultSchema, type QuickLaunchItem } from '../../../realtime/protocol/shell/quickLaunch';
import { errorText } from '../../api/errorText';

export const OBJECT_SEARCH_DEBOUNCE_MS = 250;
export const OBJECT_SEARCH_LIMIT = 20;

export type ObjectSearch = { items: QuickLaunchItem[]; loading: boolean; error: string | null };

const idle: ObjectSearch = { items: [], loading: false, error: null };

/** Objects whose name contains the query (GET app/quick-launch), asked 250 ms after typing stops; older answers are dropped. */
export function useObjectSearch(query: string): ObjectSearch {
  const [state, setState] = useState<ObjectSearch>(idle);
  const q = query.trim();

  useEffect(() => {
    if (!q) {
      setState(idle);
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    const timer = setTimeout(() => {
      apiFetch<unknown>(`app/quick-launch?q=${encodeURIComponent(q)}&limit=${OBJECT_SEARCH_LIMIT}`)
        .then((answer) => {
          if (current) setState({ items: quickLaunchResultSchema.parse(answer), loading: false, error: null });
        })
        .catch((error: unknown) => {
          if (current) setState({ items: [], loading: false, error: errorText(error) });
        });
    }, OBJECT_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  return q ? state : idle;
}
