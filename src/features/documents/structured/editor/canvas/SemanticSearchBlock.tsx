import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { formatTableParams, readSearchElementSettings, rowsToFetch, SEARCH_ELEMENT_SETTINGS } from '../../../../../../model/documents/searchResultTable';
import { parseMarkdownParams } from '../../../../../../model/semanticSearch/markdownParams';
import { Button } from '../../../../../components/Button';
import { useLoad } from '../../../../../components/useLoad';
import { useEditorContext } from '../EditorContext';
import { getSearch } from '../../semanticSearchApi';
import { SearchProblemNote, SearchResultTable } from '../../searchTable/SearchResultTable';
import { useSearchAnswer } from '../../searchTable/useSearchAnswer';
import { searchProblemOf } from '../../searchTable/searchProblem';
import { SearchPickerDialog } from './SearchPickerDialog';
import { TitleInput } from './TitleInput';

/** Rows the canvas previews: the table in full is the viewer's. */
const PREVIEW_ROWS = 5;
const LEVELS = [1, 2, 3, 4, 5, 6];

/**
 * A SemanticSearchResult element (§3.10): its caption, the saved search it shows (picked from
 * those the author may read), the row limit and the Markdown table parameters (groupField,
 * headerLevel) in its settings, and a preview of the result's first rows — or the §8 message when
 * the search cannot be read.
 */
export function SemanticSearchBlock({ element, number }: { element: DocumentElement; number: string }) {
  const { t } = useTranslation();
  const { editing, readOnly } = useEditorContext();
  const id = element.innerId;
  const settings = readSearchElementSettings(element.settings);
  const params = parseMarkdownParams(settings.params);
  const [picking, setPicking] = useState(false);
  const search = useLoad(() => (settings.searchId ? getSearch(settings.searchId) : Promise.resolve(null)), [settings.searchId]);
  const preview = useSearchAnswer(settings.searchId, { limit: Math.min(rowsToFetch(settings.limit), PREVIEW_ROWS) }, { live: true });

  const set = (changes: Record<string, unknown>) => editing.setSettings(id, { ...element.settings, ...changes });
  const problem = search.error ? searchProblemOf(search.error) : preview.problem;
  const columns = preview.answer?.columns ?? [];

  return (
    <div className="flex flex-col gap-1.5 rounded border border-gray-200 p-2" data-testid={`semantic-search-${id}`}>
      <div className="flex items-baseline gap-2 text-sm text-gray-600">
        <span className="shrink-0 rounded bg-gray-100 px-1.5 text-xs tracking-wide uppercase">{t('sdocEditor.kinds.SemanticSearchResult')}</span>
        {number && <span>{number}</span>}
        <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.title')} />
      </div>
      <div className="flex flex-wrap items-center gap-3 text-xs text-gray-600">
        <span className="text-sm font-medium text-gray-900" data-testid={`search-name-${id}`}>
          {search.data?.name ?? (settings.searchId ? '' : t('sdocViewer.searchTable.notChosen'))}
        </span>
        {!readOnly && (
          <Button onClick={() => setPicking(true)} data-testid={`search-choose-${id}`}>
            {t(settings.searchId ? 'sdocEditor.canvas.search.change' : 'sdocEditor.canvas.search.choose')}
          </Button>
        )}
        {settings.searchId && search.data && (
          <Link className="text-primary hover:underline" to={`/semantic-search/${settings.searchId}`} target="_blank" rel="noreferrer">
            {t('sdocEditor.canvas.search.open')}
          </Link>
        )}
        {settings.searchId && !readOnly && (
          <>
            <label className="flex items-center gap-1">
              {t('sdocEditor.canvas.search.limit')}
              <input
                type="number"
                min={1}
                max={1000}
                className="w-16 rounded border border-gray-200 px-1"
                value={settings.limit ?? ''}
                placeholder={t('sdocEditor.canvas.search.limitAll')}
                onChange={(e) => set({ [SEARCH_ELEMENT_SETTINGS.limit]: e.target.value ? Math.max(1, Math.min(1000, Math.round(Number(e.target.value)) || 1)) : null })}
                data-testid={`search-limit-${id}`}
              />
            </label>
            <label className="flex items-center gap-1">
              {t('sdocEditor.canvas.search.groupField')}
              <select
                className="rounded border border-gray-200 bg-white px-0.5"
                value={params.groupField ?? ''}
                onChange={(e) => set({ [SEARCH_ELEMENT_SETTINGS.params]: formatTableParams({ ...params, groupField: e.target.value || null }) })}
                data-testid={`search-group-${id}`}
              >
                <option value="">{t('sdocEditor.canvas.search.noGrouping')}</option>
                {params.groupField && !columns.some((c) => c.code === params.groupField) && <option value={params.groupField}>{params.groupField}</option>}
                {columns.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {params.groupField && (
              <label className="flex items-center gap-1">
                {t('sdocEditor.canvas.search.headerLevel')}
                <select className="rounded border border-gray-200 bg-white px-0.5" value={params.headerLevel} onChange={(e) => set({ [SEARCH_ELEMENT_SETTINGS.params]: formatTableParams({ ...params, headerLevel: Number(e.target.value) }) })} data-testid={`search-level-${id}`}>
                  {LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
      </div>
      {settings.searchId && problem && <SearchProblemNote problem={problem} searchId={settings.searchId} />}
      {settings.searchId && !problem && preview.loading && !preview.answer && <p className="text-xs text-gray-500">{t('sdocViewer.searchTable.loading')}</p>}
      {settings.searchId && !problem && preview.answer && (
        <div className="flex flex-col gap-1" data-testid={`search-preview-${id}`}>
          <span className="text-xs text-gray-500">{t('sdocEditor.canvas.search.preview')}</span>
          <SearchResultTable answer={preview.answer} params={settings.params} compact />
        </div>
      )}
      {picking && (
        <SearchPickerDialog
          open
          currentId={settings.searchId}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            // another search has other columns: a grouping by this one's would not apply
            set({ [SEARCH_ELEMENT_SETTINGS.searchId]: picked.id, ...(picked.id === settings.searchId ? {} : { [SEARCH_ELEMENT_SETTINGS.params]: '' }) });
          }}
        />
      )}
    </div>
  );
}
