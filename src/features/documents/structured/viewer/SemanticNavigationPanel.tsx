import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { navigationGroups } from '../../../../../model/documents/semanticNavigation';
import { navigationSearchProblem, returnedCodes } from '../../../../../model/semanticSearch/navigationRules';
import { useLoad } from '../../../../components/useLoad';
import { formatNumber } from '../../../../i18n/format';
import { getSearch } from '../semanticSearchApi';
import { SearchProblemNote, useCellFormat } from '../searchTable/SearchResultTable';
import { searchProblemOf } from '../searchTable/searchProblem';
import { useSearchAnswer } from '../searchTable/useSearchAnswer';
import { SEARCH_ROWS_MAX } from '../../../../../model/documents/searchResultTable';
import { flash } from './documentDom';

type Props = {
  searchId: string;
  /** innerId by innerId and objectId (lowercased) of the document's elements. */
  elementIndex: ReadonlyMap<string, string>;
  /** The element's own words, for items the search gives no name. */
  labelOf: (innerId: string) => string;
  /** Follow changes (the current document; a publication is frozen). */
  live: boolean;
};

/**
 * Semantic navigation (§5): the document's related search, checked against the navigation rules
 * (the spec's messages when it lacks containerId or groupBy), its rows listed in groups (groupBy)
 * of items that scroll to the element they point at (containerId), ordered by orderBy when the
 * search returns it. A search the reader may not read shows the §8 message and no lists.
 */
export function SemanticNavigationPanel({ searchId, elementIndex, labelOf, live }: Props) {
  const { t } = useTranslation();
  const format = useCellFormat();
  const search = useLoad(() => getSearch(searchId), [searchId]);
  const ruleProblem = search.data ? navigationSearchProblem(search.data.id, returnedCodes(search.data.json)) : null;
  // the rows are asked for only of a search that may navigate
  const runnable = search.data && !ruleProblem ? searchId : null;
  const state = useSearchAnswer(runnable, { limit: SEARCH_ROWS_MAX }, { live });
  const navigation = useMemo(() => (state.answer ? navigationGroups(state.answer, (id) => elementIndex.get(id) ?? null, format) : null), [state.answer, elementIndex, format]);

  const unreadable = search.error ? searchProblemOf(search.error) : state.problem;
  if (unreadable) return <SearchProblemNote problem={unreadable} searchId={searchId} />;
  if (ruleProblem) {
    return (
      <p role="alert" className="rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="navigation-rule-problem">
        {ruleProblem}
      </p>
    );
  }
  if (!navigation) return <p className="text-sm text-gray-500">{t('sdocViewer.loading')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="semantic-navigation">
      {search.data && <p className="text-xs text-gray-500">{t('sdocViewer.semanticNav.title', { name: search.data.name })}</p>}
      {navigation.groups.length === 0 && <p className="text-sm text-gray-500">{t('sdocViewer.semanticNav.empty')}</p>}
      {navigation.groups.map((group, i) => (
        <section key={`${group.label}-${i}`} data-testid="semantic-navigation-group">
          <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{group.label || t('sdocViewer.semanticNav.noGroup')}</h3>
          <ul className="text-sm">
            {group.items.map((item) => {
              const label = item.label || labelOf(item.innerId) || t('sdocViewer.semanticNav.untitled');
              return (
                <li key={item.innerId}>
                  <button type="button" className="w-full truncate rounded px-1 py-0.5 text-left hover:bg-gray-100" title={label} onClick={() => flash(document.getElementById(`el-${item.innerId}`))} data-testid="semantic-navigation-item">
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {navigation.unmatched > 0 && <p className="text-xs text-gray-400">{t('sdocViewer.semanticNav.unmatched', { count: formatNumber(navigation.unmatched) })}</p>}
    </div>
  );
}
