import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LIMITS } from '../../../../../realtime/protocol/documents/structured';
import type { ReferenceLink } from './documentDom';
import { flash } from './documentDom';
import { groupTerms } from './semanticTerms';
import { buildToc, type Heading } from './tableOfContents';
import { SemanticNavigationPanel } from './SemanticNavigationPanel';

/** The document's related search for semantic navigation (§5), with what its items point at. */
export type SemanticNavigation = { searchId: string; elementIndex: ReadonlyMap<string, string>; labelOf: (innerId: string) => string; live: boolean };

type Props = { headings: readonly Heading[]; references: readonly ReferenceLink[]; semantic?: SemanticNavigation | null };

const DEPTHS = [1, 2, 3, 4, 5, 6];

/**
 * The left panel: the table of contents (heading depth 3 by default, §9) and the semantic
 * navigation — the terms the document refers to, by kind; a click on a term goes to its next
 * occurrence (and round again), so a reader can walk through every place a concept is used —
 * and, when the document names a related search, the groups of elements that search lists.
 */
export function DocumentNavigation({ headings, references, semantic = null }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'toc' | 'terms' | 'search'>('toc');
  const [depth, setDepth] = useState<number>(DOCUMENT_LIMITS.tocDepth);
  const toc = useMemo(() => buildToc(headings, depth), [headings, depth]);
  const groups = useMemo(() => groupTerms(references), [references]);
  const visits = useRef(new Map<string, number>());

  function goToTerm(objectId: string) {
    const occurrences = references.filter((r) => r.objectId === objectId);
    if (occurrences.length === 0) return;
    const next = (visits.current.get(objectId) ?? -1) + 1;
    visits.current.set(objectId, next % occurrences.length);
    flash(occurrences[next % occurrences.length]?.link ?? null);
  }

  // three tabs share the narrow panel: a little smaller, so each word is whole
  const tabClass = (active: boolean) =>
    `flex-1 border-b-2 py-1 ${semantic ? 'px-0.5 text-[13px]' : 'px-2 text-sm'} ${active ? 'border-primary font-medium text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'}`;
  return (
    <nav className="flex flex-col gap-2" aria-label={t('sdocViewer.nav.label')} data-testid="document-navigation">
      <div className="flex" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'toc'} className={tabClass(tab === 'toc')} onClick={() => setTab('toc')}>
          {t('sdocViewer.toc.title')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'terms'} className={tabClass(tab === 'terms')} onClick={() => setTab('terms')} data-testid="terms-tab">
          {t('sdocViewer.nav.title')}
        </button>
        {semantic && (
          <button type="button" role="tab" aria-selected={tab === 'search'} className={tabClass(tab === 'search')} onClick={() => setTab('search')} data-testid="semantic-tab">
            {t('sdocViewer.semanticNav.tab')}
          </button>
        )}
      </div>
      {tab === 'toc' ? (
        <div className="flex flex-col gap-1" data-testid="toc">
          <label className="flex items-center gap-2 text-xs text-gray-600">
            {t('sdocViewer.toc.depth')}
            <select className="rounded border border-gray-300 px-1 py-0.5" value={depth} onChange={(e) => setDepth(Number(e.target.value))}>
              {DEPTHS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          {toc.length === 0 && <p className="text-sm text-gray-500">{t('sdocViewer.toc.empty')}</p>}
          <ul className="flex flex-col text-sm">
            {toc.map((entry, i) => (
              <li key={`${entry.anchorId}-${i}`} style={{ paddingLeft: `${(entry.depth - 1) * 0.9}rem` }}>
                <button type="button" className="w-full truncate rounded px-1 py-0.5 text-left text-gray-800 hover:bg-gray-100" title={entry.text} onClick={() => flash(document.getElementById(entry.anchorId))}>
                  {entry.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : tab === 'search' && semantic ? (
        <SemanticNavigationPanel {...semantic} />
      ) : (
        <div className="flex flex-col gap-3" data-testid="terms">
          {groups.length === 0 && <p className="text-sm text-gray-500">{t('sdocViewer.nav.empty')}</p>}
          {groups.map((group) => (
            <section key={group.kind}>
              <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t(`sdocViewer.nav.kinds.${group.kind}`)}</h3>
              <ul className="text-sm">
                {group.terms.map((term) => (
                  <li key={term.objectId}>
                    <button type="button" className="flex w-full items-center gap-2 rounded px-1 py-0.5 text-left hover:bg-gray-100" title={t('sdocViewer.nav.next')} onClick={() => goToTerm(term.objectId)}>
                      <span className="truncate">{term.name}</span>
                      <span className="ml-auto rounded bg-gray-100 px-1.5 text-xs text-gray-600">{term.count}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </nav>
  );
}
