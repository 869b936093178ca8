import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchItem } from '../../../realtime/protocol/search';
import { MarkedSnippet } from '../../components/markedSnippet/MarkedSnippet';

type Props = { items: SearchItem[]; onLeave: () => void };

const isWebLink = (link: string): boolean => /^https?:\/\//i.test(link);

/** The ranked results: title (a link to the screen that opens it), what it is, the passage found. Arrow keys move between them. */
export function SearchResults({ items, onLeave }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result-link]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) onLeave();
      else links[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
    }
  }

  const detail = (item: SearchItem): string => {
    if (item.kind === 'individual' && item.className) return t('search.instanceOf', { className: item.className });
    if (item.kind === 'comment') return t('search.commentOn');
    return t(`search.kinds.${item.kind}`);
  };

  const linkClass = 'font-medium text-primary hover:underline focus:underline focus:outline-none';
  return (
    <ol ref={list} onKeyDown={onKeyDown} aria-label={t('search.resultsLabel')} className="flex flex-col divide-y divide-gray-100" data-testid="search-results">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} className="py-2.5 focus-within:bg-primary-light/40" data-testid="search-result" data-kind={item.kind}>
          <div className="flex flex-wrap items-baseline gap-x-2">
            {isWebLink(item.link) ? (
              <a data-result-link href={item.link} target="_blank" rel="noopener noreferrer" className={linkClass} title={t('search.externalLink')}>
                {item.title}
              </a>
            ) : (
              <Link data-result-link to={item.link} className={linkClass}>
                {item.title}
              </Link>
            )}
            <span className="text-xs text-gray-500">{detail(item)}</span>
          </div>
          {item.snippet && <MarkedSnippet html={item.snippet} className="mt-0.5 block text-sm text-gray-700" markClassName="rounded-sm bg-yellow-200 px-0.5 text-gray-900" testId="search-snippet" />}
        </li>
      ))}
    </ol>
  );
}
