import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, Condition, ResultColumn } from '../../../../realtime/protocol/semanticSearch';
import { Button } from '../../../components/Button';
import { DayInput } from '../../../components/DayInput';
import { valuesKind } from '../../../../model/semanticSearch/aggregations';
import { columnTitle } from '../model/columnTitle';
import { conditionsFor, typedFilterValue, type ValueKind } from '../model/filterValue';

type Props = { columns: ResultColumn[]; filters: ColumnFilter[]; onChange: (filters: ColumnFilter[]) => void };

const field = 'rounded border border-gray-300 px-2 py-1 text-sm';

/** The value kind of an answer's column, for its quick filter (links are filtered by their names; an aggregated column by the values it aggregates). */
export function kindOfColumn(column: Pick<ResultColumn, 'kind' | 'aggregates'>): ValueKind {
  const kind = valuesKind(column);
  if (kind === 'number') return 'number';
  if (kind === 'date' || kind === 'dateTime') return 'date';
  if (kind === 'boolean') return 'bool';
  return 'text';
}

/** Quick filters over the result's filterable columns: a column, a condition and a value, each shown as a removable chip. */
export function QuickFilters({ columns, filters, onChange }: Props) {
  const { t } = useTranslation();
  const filterable = columns.filter((c) => c.filterable);
  const [code, setCode] = useState('');
  const column = filterable.find((c) => c.code === code) ?? filterable[0];
  const kind = column ? kindOfColumn(column) : 'text';
  const conditions: Condition[] = conditionsFor(kind).filter((c) => c !== 'in');
  const [condition, setCondition] = useState<Condition>('contains');
  const chosenCondition = conditions.includes(condition) ? condition : (conditions[0] ?? 'eq');
  const [raw, setRaw] = useState('');
  const typed = typedFilterValue(kind, chosenCondition, raw);
  if (filterable.length === 0 || !column) return null;
  const valueText = (value: ColumnFilter['value']): string =>
    value === undefined || value === null ? '' : value === true ? t('semanticSearch.common.yes') : value === false ? t('semanticSearch.common.no') : Array.isArray(value) ? value.join('; ') : String(value);
  const nameOf = (c: string) => {
    const found = columns.find((x) => x.code === c);
    return found ? columnTitle(found, t) : '';
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="quick-filters">
      <select className={field} aria-label={t('semanticSearch.results.filterColumn')} value={column.code} onChange={(e) => setCode(e.target.value)} data-testid="quick-filter-column">
        {filterable.map((c) => (
          <option key={c.code} value={c.code}>
            {columnTitle(c, t)}
          </option>
        ))}
      </select>
      <select className={field} aria-label={t('semanticSearch.filters.condition')} value={chosenCondition} onChange={(e) => setCondition(e.target.value as Condition)} data-testid="quick-filter-condition">
        {conditions.map((c) => (
          <option key={c} value={c}>
            {t(`semanticSearch.conditions.${c}`)}
          </option>
        ))}
      </select>
      {kind === 'bool' ? (
        <select className={field} aria-label={t('semanticSearch.filters.value')} value={raw} onChange={(e) => setRaw(e.target.value)}>
          <option value="">—</option>
          <option value="true">{t('semanticSearch.common.yes')}</option>
          <option value="false">{t('semanticSearch.common.no')}</option>
        </select>
      ) : (
        chosenCondition !== 'empty' &&
        chosenCondition !== 'notEmpty' && (
          (kind === 'date' && chosenCondition !== 'in' ? (
            // DD.MM.YYYY in every language (a native date field follows the browser's locale)
            <DayInput className={field} label={t('semanticSearch.filters.value')} value={raw} onChange={setRaw} testId="quick-filter-value" />
          ) : (
            <input className={field} type={kind === 'number' ? 'number' : 'text'} aria-label={t('semanticSearch.filters.value')} value={raw} onChange={(e) => setRaw(e.target.value)} data-testid="quick-filter-value" />
          ))
        )
      )}
      <Button
        disabled={!typed.ok}
        onClick={() => {
          if (!typed.ok) return;
          onChange([...filters, { code: column.code, condition: chosenCondition, ...(typed.value === undefined ? {} : { value: typed.value }) }]);
          setRaw('');
        }}
        data-testid="quick-filter-add"
      >
        {t('semanticSearch.results.applyFilter')}
      </Button>
      {filters.map((f, i) => (
        <span key={`${f.code}:${i}`} className="inline-flex items-center gap-1 rounded bg-primary/10 px-2 py-0.5 text-xs text-gray-800" data-testid="quick-filter-chip">
          {nameOf(f.code)} {t(`semanticSearch.conditions.${f.condition}`)} {valueText(f.value)}
          <button type="button" className="text-gray-500 hover:text-red-700" aria-label={t('semanticSearch.common.remove')} onClick={() => onChange(filters.filter((_, j) => j !== i))}>
            ×
          </button>
        </span>
      ))}
    </div>
  );
}
