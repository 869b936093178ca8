import { useSearchParams } from 'react-router-dom';
import { SEARCH_KINDS, type SearchKind } from '../../../realtime/protocol/search';

export type SearchLocation = { q: string; kind: SearchKind | null; page: number };

const asKind = (value: string | null): SearchKind | null => (SEARCH_KINDS as readonly string[]).includes(value ?? '') ? (value as SearchKind) : null;

/** The search as the address keeps it (?q=&kind=&page=), so a search can be shared, bookmarked and gone back to. */
export function useSearchLocation(): [SearchLocation, (next: Partial<SearchLocation>) => void] {
  const [params, setParams] = useSearchParams();
  const current: SearchLocation = { q: params.get('q') ?? '', kind: asKind(params.get('kind')), page: Math.max(0, Number(params.get('page') ?? 0) || 0) };
  const go = (next: Partial<SearchLocation>) => {
    const merged = { ...current, ...next };
    const query: Record<string, string> = {};
    if (merged.q) query.q = merged.q;
    if (merged.kind) query.kind = merged.kind;
    if (merged.page) query.page = String(merged.page);
    // typing replaces the entry; a new query, a kind or a page is a step Back returns from
    setParams(query, { replace: next.q !== undefined && next.q !== current.q && current.q !== '' });
  };
  return [current, go];
}
