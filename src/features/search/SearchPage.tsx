import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { Problem, problemText } from '../../components/Problem';
import { useLoad } from '../../components/useLoad';
import { formatNumber } from '../../i18n/format';
import { SEARCH_MAX_QUERY, SEARCH_MIN_QUERY, type SearchAnswer } from '../../../realtime/protocol/search';
import { runSearch } from './searchApi';
import { useSearchLocation } from './useSearchLocation';
import { FacetChips } from './FacetChips';
import { SearchResults } from './SearchResults';
import { SearchTips } from './SearchTips';

const PAGE_SIZE = 20;
const TYPING_PAUSE_MS = 400;

/**
 * /search and /osa-search: the platform search — the words typed are searched in everything the
 * user may read, ranked, with the passages found and counts by kind. /osa-search-faq: the same
 * over help content (user manuals and the documents they open), with tips on how to search.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const faq = useLocation().pathname.endsWith('/osa-search-faq');
  const [{ q, kind, page }, go] = useSearchLocation();
  const [typed, setTyped] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  const query = q.trim();
  const ready = query.length >= SEARCH_MIN_QUERY;

  // the address changed (Back, a link): the box follows, unless it already says the same
  useEffect(() => setTyped((current) => (current.trim() === q ? current : q)), [q]);
  // searching as one types, once typing pauses
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => go({ q: typed.trim(), kind: null, page: 0 }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // go changes with every address; the pause restarts only when the typed words change
  }, [typed]);

  const answer = useLoad<SearchAnswer | null>(
    () => (ready ? runSearch({ q: query, kind, scope: faq ? 'faq' : 'all', limit: PAGE_SIZE, offset: page * PAGE_SIZE }) : Promise.resolve(null)),
    [query, kind, page, faq, ready],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: typed.trim(), kind: null, page: 0 });
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const first = document.querySelector<HTMLAnchorElement>('[data-testid="search-results"] a[data-result-link]');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  }

  const data = answer.data;
  const total = data?.total ?? 0;
  const from = page * PAGE_SIZE;
  return (
    <PageFrame title={t(faq ? 'search.faqTitle' : 'search.title')} className="mx-auto w-full max-w-4xl gap-4 p-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <input
          ref={input}
          autoFocus
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_QUERY}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onInputKeyDown}
          aria-label={t('search.inputLabel')}
          placeholder={t(faq ? 'search.faqPlaceholder' : 'search.placeholder')}
          data-testid="search-input"
          className="w-full rounded border border-gray-300 px-3 py-2 text-base focus:border-primary focus:outline-none"
        />
        <Button variant="primary" type="submit" className="px-4">
          {t('search.submit')}
        </Button>
      </form>
      <p className="-mt-2 text-xs text-gray-500">
        {t(faq ? 'search.faqHint' : 'search.hint')} {data && data.items.length > 0 && t('search.keys')}
      </p>
      {faq && <SearchTips query={query} />}
      {query !== '' && !ready && <p className="text-sm text-gray-600">{t('search.tooShort', { count: SEARCH_MIN_QUERY })}</p>}
      <Problem text={answer.error ? problemText(answer.error) : null} testId="search-error" />
      {ready && answer.loading && !data && <p className="text-sm text-gray-500">{t('search.searching')}</p>}
      {data && !data.searchable && <p className="text-sm text-gray-600">{t('search.notSearchable')}</p>}
      {data && data.searchable && (
        <>
          {data.facets.length > 0 && <FacetChips facets={data.facets} selected={kind} onSelect={(next) => go({ kind: next, page: 0 })} />}
          <div className="flex items-center gap-3 text-sm text-gray-600" aria-live="polite" data-testid="search-summary">
            {total === 0 ? t(kind ? 'search.nothingOfKind' : 'search.nothingFound') : t('search.found', { count: total, formatted: formatNumber(total) })}
            {total > PAGE_SIZE && (
              <span className="ml-auto flex items-center gap-2">
                {t('search.range', { from: formatNumber(from + 1), to: formatNumber(Math.min(from + PAGE_SIZE, total)), total: formatNumber(total) })}
                <Button disabled={page === 0} onClick={() => go({ page: page - 1 })}>
                  {t('search.previous')}
                </Button>
                <Button disabled={from + PAGE_SIZE >= total} onClick={() => go({ page: page + 1 })} data-testid="search-next">
                  {t('search.next')}
                </Button>
              </span>
            )}
          </div>
          <SearchResults items={data.items} onLeave={() => input.current?.focus()} />
        </>
      )}
    </PageFrame>
  );
}
