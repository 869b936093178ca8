import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { NAVIGATION_SEARCH_SETTING, navigationSearchIdOf } from '../../../../../../model/documents/searchResultTable';
import { navigationSearchProblem, returnedCodes } from '../../../../../../model/semanticSearch/navigationRules';
import { Button } from '../../../../../components/Button';
import { useLoad } from '../../../../../components/useLoad';
import { useEditorContext } from '../EditorContext';
import { getSearch } from '../../semanticSearchApi';
import { SearchProblemNote } from '../../searchTable/SearchResultTable';
import { searchProblemOf } from '../../searchTable/searchProblem';
import { SearchPickerDialog } from './SearchPickerDialog';

/**
 * The document's related search for semantic navigation (§5), kept in the root element's
 * settings: the viewer's navigation panel lists its rows' groups and the elements they point at.
 * The author sees at once when the search does not qualify (the spec's messages) or cannot be read.
 */
export function NavigationSearchSetting({ root }: { root: DocumentElement }) {
  const { t } = useTranslation();
  const { editing, readOnly } = useEditorContext();
  const [picking, setPicking] = useState(false);
  const searchId = navigationSearchIdOf(root.settings);
  const search = useLoad(() => (searchId ? getSearch(searchId) : Promise.resolve(null)), [searchId]);
  const set = (id: string | null) => editing.setSettings(root.innerId, { ...root.settings, [NAVIGATION_SEARCH_SETTING]: id });
  const ruleProblem = search.data ? navigationSearchProblem(search.data.id, returnedCodes(search.data.json)) : null;
  if (readOnly && !searchId) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-gray-600" data-testid="navigation-search-setting">
      <div className="flex flex-wrap items-center gap-2">
        <span title={t('sdocEditor.canvas.search.navigationHint')}>{t('sdocEditor.canvas.search.navigation')}:</span>
        <span className="font-medium text-gray-900" data-testid="navigation-search-name">
          {searchId ? (search.data?.name ?? '') : t('sdocEditor.canvas.search.navigationNone')}
        </span>
        {!readOnly && (
          <Button variant="link" onClick={() => setPicking(true)} data-testid="navigation-search-choose">
            {t(searchId ? 'sdocEditor.canvas.search.change' : 'sdocEditor.canvas.search.choose')}
          </Button>
        )}
        {!readOnly && searchId && (
          <Button variant="link" onClick={() => set(null)}>
            {t('sdocEditor.canvas.search.navigationRemove')}
          </Button>
        )}
      </div>
      {searchId && search.error !== null && search.error !== undefined && <SearchProblemNote problem={searchProblemOf(search.error)} searchId={searchId} />}
      {ruleProblem && (
        <p role="alert" className="rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="navigation-rule-problem">
          {ruleProblem}
        </p>
      )}
      {picking && (
        <SearchPickerDialog
          open
          currentId={searchId}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            set(picked.id);
          }}
        />
      )}
    </div>
  );
}
