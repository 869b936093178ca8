import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { duplicatesFilter } from '../../../../model/semanticSearch/navigationRules';
import { Button } from '../../../components/Button';
import { isAt, type PlacedProblem } from '../api/searchProblem';
import type { Catalog } from '../model/catalog';
import { takesValue } from '../model/filterValue';
import { addFilter, graphOf, removeFilter, updateFilter } from '../model/searchDraft';
import { FilterRow, type FilterDraft } from './FilterRow';
import { useInstanceNames } from './useInstanceNames';

type Props = {
  open: boolean;
  onClose: () => void;
  settings: SearchSettings;
  catalog: Catalog;
  nodeNames: Map<string, string>;
  /** The node a new filter starts on (the one chosen in the graph). */
  node: string;
  onChange: (settings: SearchSettings) => void;
  problem: PlacedProblem | null;
};

const blank = (node: string): FilterDraft => ({ name: '', node, condition: 'contains', column: 'name', value: undefined, constraint: 'and', enabled: true });

const linkIds = (settings: SearchSettings): string[] =>
  graphOf(settings).where.flatMap((w) => (Array.isArray(w.value) ? w.value : [w.value])).filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v));

/**
 * The filter drawer: the search's filter entities, each switchable, and a form for a new one. A
 * new filter that repeats one already there (same condition, column and value) is refused, as
 * semantic navigation requires (domain spec §5).
 */
export function FilterDrawer({ open, onClose, settings, catalog, nodeNames, node, onChange, problem }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>(() => blank(node));
  const [draftInvalid, setDraftInvalid] = useState(false);
  const [refusal, setRefusal] = useState<{ id: string; text: string } | null>(null);
  const names = useInstanceNames(linkIds(settings));
  const where = graphOf(settings).where;
  if (!open) return null;
  const missing = takesValue(draft.condition) && (draft.value === undefined || draft.value === null || (Array.isArray(draft.value) && draft.value.length === 0));

  function add() {
    if (duplicatesFilter(where, draft)) return setRefusal({ id: 'new', text: t('semanticSearch.filters.duplicate') });
    setRefusal(null);
    onChange(addFilter(settings, draft));
    setDraft(blank(draft.node));
  }

  function change(id: string, next: FilterDraft) {
    const others = where.filter((w) => w.id !== id);
    if (duplicatesFilter(others, next)) return setRefusal({ id, text: t('semanticSearch.filters.duplicate') });
    setRefusal(null);
    onChange(updateFilter(settings, id, next));
  }

  const common = { settings, catalog, nodeNames, instanceNames: names };
  return (
    <aside className="fixed top-12 right-0 bottom-0 z-40 flex w-[400px] flex-col border-l border-gray-200 bg-white shadow-xl" aria-label={t('semanticSearch.filters.title')} data-testid="filter-drawer">
      <div className="flex items-center border-b border-gray-200 px-4 py-2">
        <h2 className="text-base font-semibold">{t('semanticSearch.filters.title')}</h2>
        <Button variant="link" className="ml-auto" onClick={onClose} data-testid="filter-drawer-close">
          {t('semanticSearch.common.close')}
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
        <FilterRow
          {...common}
          filter={draft.node && nodeNames.has(draft.node) ? draft : { ...draft, node }}
          onChange={setDraft}
          onInvalid={setDraftInvalid}
          problem={refusal?.id === 'new' ? refusal.text : null}
          testId="filter-new"
        >
          <Button variant="primary" onClick={add} disabled={draftInvalid || missing} data-testid="filter-add">
            {t('semanticSearch.filters.add')}
          </Button>
        </FilterRow>
        {where.length === 0 && <p className="text-sm text-gray-500">{t('semanticSearch.filters.none')}</p>}
        {where.map((filter, i) => (
          <FilterRow
            key={filter.id}
            {...common}
            filter={filter}
            onChange={(next) => change(filter.id, next)}
            onInvalid={() => undefined}
            problem={refusal?.id === filter.id ? refusal.text : isAt(problem, 'filter', filter.id) ? (problem?.message ?? null) : null}
            testId={`filter-${i}`}
          >
            <Button variant="dangerLink" onClick={() => onChange(removeFilter(settings, filter.id))} data-testid={`filter-${i}-remove`}>
              {t('semanticSearch.common.remove')}
            </Button>
          </FilterRow>
        ))}
      </div>
    </aside>
  );
}
