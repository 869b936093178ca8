import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, SearchAnswer } from '../../../../realtime/protocol/semanticSearch';
import { Problem } from '../../../components/Problem';
import { DataTable, DataTablePager, type DataColumn, type SortRule } from '../../../components/dataTable';
import { formatNumber } from '../../../i18n/format';
import type { PlacedProblem } from '../api/searchProblem';
import { columnTitle } from '../model/columnTitle';
import { computedPageSize, pageSizeChoices, rowsOf, ROW_HEIGHT } from '../model/pageSize';
import { QuickFilters } from './QuickFilters';
import { ResultCell } from './ResultCell';
import { useSearchRun, type RunTarget } from './useSearchRun';

type Row = SearchAnswer['rows'][number] & { key: string };

type Props = {
  target: RunTarget | null;
  /** The search's settings, when known: link columns open instances of their column's class. */
  linkClasses: Map<string, string>;
  /** Binds the root to one instance (an instance's tables). */
  inst?: string;
  /** The author's page size (null: computed from the height). */
  pageSize?: number | null;
  onProblem?: (problem: PlacedProblem | null) => void;
  /** The builder keeps the chosen page size in the search (null: computed); elsewhere it is the viewer's own. */
  onPageSize?: (rows: number | null) => void;
  testId?: string;
};

const useWindowHeight = (): number => {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const resize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return height;
};

/**
 * A search's result: a page of rows on the shared data table (virtualised), the page size
 * computed from the height or chosen, paging, sorting by a click on a heading, quick filters on
 * the filterable columns — and kept current as colleagues change what it shows.
 */
export function SearchResults({ target, linkClasses, inst, pageSize = null, onProblem, onPageSize, testId = 'search-results' }: Props) {
  const { t } = useTranslation();
  const computed = computedPageSize(useWindowHeight());
  const [own, setOwn] = useState<'computed' | number>(pageSize ?? 'computed');
  const choice = onPageSize ? (pageSize ?? 'computed') : own;
  const setChoice = (next: 'computed' | number) => (onPageSize ? onPageSize(next === 'computed' ? null : next) : setOwn(next));
  const limit = rowsOf(choice, computed);
  const [offset, setOffset] = useState(0);
  const [rules, setRules] = useState<SortRule[]>([]);
  const [filters, setFilters] = useState<ColumnFilter[]>([]);
  const request = useMemo(
    () => ({ limit, offset, filters, ...(rules.length > 0 ? { sort: rules.map((r) => ({ code: r.id, dir: r.desc ? ('desc' as const) : ('asc' as const) })) } : {}), ...(inst ? { inst } : {}) }),
    [limit, offset, filters, rules, inst],
  );
  const run = useSearchRun(target, request);
  const { answer } = run;
  useEffect(() => onProblem?.(run.problem), [run.problem]);
  // another search, or other filters: back to the first page
  const targetKey = JSON.stringify(target);
  useEffect(() => setOffset(0), [targetKey, filters, limit]);

  const rows: Row[] = (answer?.rows ?? []).map((row, i) => ({ ...row, key: row.inst ?? `#${i}` }));
  const columns: DataColumn<Row>[] = (answer?.columns ?? []).map((column) => ({
    id: column.code,
    header: columnTitle(column, t),
    sortable: true,
    className: `h-12 align-middle! ${column.kind === 'number' ? 'text-right tabular-nums' : ''}`,
    headerClassName: column.kind === 'number' ? 'text-right' : undefined,
    cell: (row) => <ResultCell value={row.cells[column.code]} column={column} linkClass={linkClasses.get(column.code) ?? null} />,
  }));

  return (
    <section className="flex flex-col gap-2" data-testid={testId} aria-busy={run.loading || undefined}>
      {/* one row needs no filtering (an instance's own table, usually) */}
      {answer && (answer.total > 1 || filters.length > 0) && <QuickFilters columns={answer.columns} filters={filters} onChange={setFilters} />}
      <DataTable
        columns={columns}
        rows={rows}
        rowId={(row) => row.key}
        look="dense"
        loading={run.loading && !answer}
        problem={<Problem text={run.problem?.message} testId="results-problem" />}
        empty={answer && !run.problem ? t('semanticSearch.results.empty') : null}
        sorting={{ side: 'server', rules, onChange: setRules }}
        paging={{ side: 'server', offset, limit, total: answer?.total ?? 0, onOffset: setOffset }}
        virtualization={{ after: 40, rowHeight: ROW_HEIGHT, maxHeight: `${Math.max(limit, 5) * ROW_HEIGHT + 32}px` }}
        rowAttributes={(row) => ({ 'data-testid': 'result-row', 'data-changed': run.changed.has(row.key) || undefined, className: run.changed.has(row.key) ? 'bg-amber-100! transition-colors duration-300' : 'transition-colors duration-700' })}
        renderPager={(pager) => (
          <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
            <DataTablePager pager={pager} />
            {!run.problem && <span data-testid="results-total">{t('semanticSearch.results.total', { total: formatNumber(answer?.total ?? 0) })}</span>}
            {answer?.aggregated && <span className="text-gray-500">{t('semanticSearch.results.aggregated')}</span>}
            <label className="ml-auto flex items-center gap-1">
              {t('semanticSearch.results.pageSize')}
              <select
                className="rounded border border-gray-300 px-1 py-0.5"
                value={String(choice)}
                onChange={(e) => setChoice(e.target.value === 'computed' ? 'computed' : Number(e.target.value))}
                data-testid="page-size"
              >
                {pageSizeChoices(computed).map((c) => (
                  <option key={String(c.value)} value={String(c.value)}>
                    {c.value === 'computed' ? t('semanticSearch.results.pageSizeComputed', { rows: c.rows }) : c.rows}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        testId={`${testId}-table`}
      />
    </section>
  );
}
