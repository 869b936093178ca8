import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_KINDS, REPORT_AGGREGATIONS, placeholderText, type ChartKind, type ReportAggregation } from '../../../model/reports/templateSyntax';
import type { SourceColumn } from '../../../model/reports/reportModel';
import { Button } from '../../components/Button';

const select = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';
const KINDS = ['table', 'value', 'total', 'chart'] as const;
type Kind = (typeof KINDS)[number];

type Props = {
  /** The sources by alias with the columns their answers have (none until an answer came). */
  sources: ReadonlyArray<{ alias: string; name: string; columns: SourceColumn[] }>;
  onInsert: (text: string, block: boolean) => void;
};

function ColumnSelect({ label, columns, value, onChange, testId }: { label: string; columns: SourceColumn[]; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <label className="flex items-center gap-1 text-sm">
      {label}
      <select className={select} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="" />
        {columns.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Insert helpers: pick what to show (a table, a figure, the row count, a chart), the source and its columns. */
export function InsertBlockBar({ sources, onInsert }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('table');
  const [alias, setAlias] = useState('');
  const [column, setColumn] = useState('');
  const [agg, setAgg] = useState<ReportAggregation>('sum');
  const [label, setLabel] = useState('');
  const [chart, setChart] = useState<ChartKind>('bar');
  const source = sources.find((s) => s.alias === alias) ?? sources[0];
  const columns = source?.columns ?? [];
  const ready = source !== undefined && (kind === 'table' || kind === 'total' || (kind === 'value' && column !== '') || (kind === 'chart' && column !== '' && label !== ''));

  function insert() {
    if (!source) return;
    const a = source.alias;
    const text =
      kind === 'table' || kind === 'total'
        ? placeholderText({ kind, alias: a })
        : kind === 'value'
          ? placeholderText({ kind, alias: a, column, agg })
          : placeholderText({ kind, alias: a, label, value: column, chart });
    onInsert(text, kind === 'table' || kind === 'chart');
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded border border-gray-200 bg-gray-50 p-2" data-testid="report-insert">
      <select className={select} value={kind} onChange={(e) => setKind(e.target.value as Kind)} aria-label={t('reports.insert.kind')} data-testid="report-insert-kind">
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`reports.insert.kinds.${k}`)}
          </option>
        ))}
      </select>
      <select className={select} value={source?.alias ?? ''} onChange={(e) => (setAlias(e.target.value), setColumn(''), setLabel(''))} aria-label={t('reports.insert.source')} data-testid="report-insert-source">
        {sources.length === 0 && <option value="">{t('reports.insert.noSources')}</option>}
        {sources.map((s) => (
          <option key={s.alias} value={s.alias}>
            {s.name || s.alias}
          </option>
        ))}
      </select>
      {kind === 'chart' && <ColumnSelect label={t('reports.insert.label')} columns={columns} value={label} onChange={setLabel} testId="report-insert-label" />}
      {(kind === 'value' || kind === 'chart') && <ColumnSelect label={t(kind === 'chart' ? 'reports.insert.value' : 'reports.insert.column')} columns={columns} value={column} onChange={setColumn} testId="report-insert-column" />}
      {kind === 'value' && (
        <select className={select} value={agg} onChange={(e) => setAgg(e.target.value as ReportAggregation)} aria-label={t('reports.insert.aggregation')} data-testid="report-insert-agg">
          {REPORT_AGGREGATIONS.map((a) => (
            <option key={a} value={a}>
              {t(`reports.aggregations.${a}`)}
            </option>
          ))}
        </select>
      )}
      {kind === 'chart' && (
        <select className={select} value={chart} onChange={(e) => setChart(e.target.value as ChartKind)} aria-label={t('reports.insert.chart')} data-testid="report-insert-chart">
          {CHART_KINDS.map((c) => (
            <option key={c} value={c}>
              {t(`reports.charts.${c}`)}
            </option>
          ))}
        </select>
      )}
      <Button variant="primary" disabled={!ready} onClick={insert} data-testid="report-insert-button">
        {t('reports.insert.button')}
      </Button>
    </div>
  );
}
