import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { rowsToFetch } from '../../../../../model/documents/searchResultTable';
import { SearchProblemNote, SearchResultTable } from '../searchTable/SearchResultTable';
import { useSearchAnswer } from '../searchTable/useSearchAnswer';
import type { SearchHost } from './searchHosts';

/**
 * The document's SemanticSearchResult tables, live: each runs its saved search for the reader and
 * follows the changes of what it reads (useSearchAnswer). The server's static table stays until
 * the first answer replaces it, so the page never flashes empty; printing shows the live one.
 */
export function LiveSearchTables({ hosts }: { hosts: readonly SearchHost[] }) {
  return (
    <>
      {hosts.map((host) => createPortal(<LiveSearchTable host={host} />, host.host, host.elementId))}
    </>
  );
}

function LiveSearchTable({ host }: { host: SearchHost }) {
  const state = useSearchAnswer(host.searchId, { limit: rowsToFetch(host.limit) }, { live: true });
  const ready = state.answer !== null || state.problem !== null;
  useEffect(() => {
    if (host.staticNode) host.staticNode.hidden = ready;
  }, [host, ready]);
  if (state.problem) return <SearchProblemNote problem={state.problem} searchId={host.searchId} />;
  if (!state.answer) return null;
  return (
    <div data-testid={`live-search-${host.elementId}`} data-search-total={state.answer.total}>
      <SearchResultTable answer={state.answer} params={host.params} />
    </div>
  );
}
