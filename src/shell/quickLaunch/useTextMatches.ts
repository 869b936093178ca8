import { useEffect, useState } from 'react';
import { apiFetch } from '../../api/apiFetch';
import { SEARCH_MIN_QUERY, searchAnswerSchema, type SearchItem } from '../../../realtime/protocol/search';
import { OBJECT_SEARCH_DEBOUNCE_MS } from './useObjectSearch';

export const TEXT_MATCH_LIMIT = 6;

/**
 * Full-text matches for quick launch (GET search, scope quickLaunch: an administrator's whole
 * platform, anybody else's own objects): what holds the words in any form — in a name, a label, a
 * value, a document or a comment — beside the name matches of useObjectSearch. A failure here only
 * leaves the group out: the name matches still answer.
 */
export function useTextMatches(query: string): SearchItem[] {
  const [items, setItems] = useState<SearchItem[]>([]);
  const q = query.trim();
  const ready = q.length >= SEARCH_MIN_QUERY;

  useEffect(() => {
    setItems([]);
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q, scope: 'quickLaunch', limit: String(TEXT_MATCH_LIMIT) });
      apiFetch<unknown>(`search?${params}`, { signal: controller.signal, noLog: true })
        .then((answer) => setItems(searchAnswerSchema.parse(answer).items))
        .catch(() => setItems([]));
    }, OBJECT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, ready]);

  return ready ? items : [];
}
