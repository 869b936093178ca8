import { useTranslation } from 'react-i18next';
import { AGGREGATIONS, type Aggregation } from '../../../../realtime/protocol/semanticSearch';

const field = 'rounded border border-gray-300 px-1 py-0.5 text-sm';

/** The aggregation of a column: none (the column groups) or one of the eight (domain spec §9). */
export function AggregationSelect({ value, onChange, testId }: { value: Aggregation | null; onChange: (agg: Aggregation | null) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <select className={field} aria-label={t('semanticSearch.columns.agg')} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as Aggregation))} data-testid={testId}>
      <option value="">{t('semanticSearch.aggregations.none')}</option>
      {AGGREGATIONS.map((agg) => (
        <option key={agg} value={agg}>
          {t(`semanticSearch.aggregations.${agg}`)}
        </option>
      ))}
    </select>
  );
}

type Sort = { sort: number | null; sort_mode: 'asc' | 'desc' };

/** Sorting by a column: not sorted, ascending or descending, with its priority (1 first). */
export function SortControl({ value, onChange, testId }: { value: Sort; onChange: (sort: Sort) => void; testId?: string }) {
  const { t } = useTranslation();
  const mode = value.sort === null ? '' : value.sort_mode;
  return (
    <span className="inline-flex items-center gap-1">
      <select
        className={field}
        aria-label={t('semanticSearch.columns.sort')}
        value={mode}
        onChange={(e) => onChange(e.target.value === '' ? { sort: null, sort_mode: 'asc' } : { sort: value.sort ?? 1, sort_mode: e.target.value === 'desc' ? 'desc' : 'asc' })}
        data-testid={testId}
      >
        <option value="">{t('semanticSearch.columns.noSort')}</option>
        <option value="asc">{t('semanticSearch.columns.asc')}</option>
        <option value="desc">{t('semanticSearch.columns.desc')}</option>
      </select>
      {value.sort !== null && (
        <input
          className={`${field} w-12`}
          type="number"
          min={1}
          max={10}
          aria-label={t('semanticSearch.columns.sortPriority')}
          title={t('semanticSearch.columns.sortPriority')}
          value={value.sort}
          onChange={(e) => onChange({ ...value, sort: Math.max(1, Math.min(10, Math.trunc(Number(e.target.value) || 1))) })}
        />
      )}
    </span>
  );
}

/** Up and down in the column order. */
export function MoveButtons({ onMove, first, last, testId }: { onMove: (direction: 'up' | 'down') => void; first: boolean; last: boolean; testId: string }) {
  const { t } = useTranslation();
  const button = 'rounded px-1 text-gray-600 hover:bg-gray-100 disabled:opacity-30';
  return (
    <span className="inline-flex">
      <button type="button" className={button} disabled={first} onClick={() => onMove('up')} aria-label={t('semanticSearch.columns.up')} title={t('semanticSearch.columns.up')} data-testid={`${testId}-up`}>
        ↑
      </button>
      <button type="button" className={button} disabled={last} onClick={() => onMove('down')} aria-label={t('semanticSearch.columns.down')} title={t('semanticSearch.columns.down')} data-testid={`${testId}-down`}>
        ↓
      </button>
    </span>
  );
}
