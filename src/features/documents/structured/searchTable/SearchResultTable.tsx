import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchAnswer } from '../../../../../realtime/protocol/semanticSearch';
import { cellText, layoutSearchTable, type CellFormat } from '../../../../../model/documents/searchResultTable';
import { parseMarkdownParams } from '../../../../../model/semanticSearch/markdownParams';
import { formatDate, formatDateTime, formatNumber } from '../../../../i18n/format';
import type { SearchProblem } from './searchProblem';
import { valuesKind } from '../../../../../model/semanticSearch/aggregations';

/** Values in the reader's language: numbers ru-RU, dates DD.MM.YYYY (platform spec §1). */
export function useCellFormat(): CellFormat {
  const { t } = useTranslation();
  return useMemo(
    () => ({ yes: t('sdocViewer.searchTable.yes'), no: t('sdocViewer.searchTable.no'), number: (n) => formatNumber(n), date: (v, withTime) => (withTime ? formatDateTime(v) : formatDate(v)) }),
    [t],
  );
}

type Props = {
  answer: SearchAnswer;
  /** The Markdown table parameters (groupField, headerLevel). */
  params: string;
  /** Dense tailwind tables (the editor's preview) rather than the document's own look. */
  compact?: boolean;
};

/**
 * A saved search's answer as a document shows it: one table, or — grouped by groupField — a
 * heading of headerLevel per group with its rows under it, as the server's HTML render lays it out.
 */
export function SearchResultTable({ answer, params, compact = false }: Props) {
  const { t } = useTranslation();
  const format = useCellFormat();
  const layout = useMemo(() => layoutSearchTable(answer, parseMarkdownParams(params), format), [answer, params, format]);
  const th = compact ? 'border-b border-gray-200 bg-gray-50 px-2 py-1 text-left text-xs font-semibold text-gray-600' : undefined;
  const td = compact ? 'border-b border-gray-100 px-2 py-1 align-top text-gray-800' : undefined;
  if (answer.rows.length === 0) return <p className="sdoc-search-empty text-sm text-gray-500">{t('sdocViewer.searchTable.empty')}</p>;
  return (
    <div className="sdoc-search-result flex flex-col gap-1" data-testid="search-result-table">
      {layout.groups.map((group, i) => (
        <div key={`${group.label}-${i}`} className="overflow-x-auto">
          {layout.grouped &&
            createElement(`h${layout.headerLevel}`, { className: `sdoc-search-group${compact ? ' text-sm font-semibold text-gray-700' : ''}` }, group.label || t('sdocViewer.searchTable.noValue'))}
          <table className={compact ? 'min-w-full border-collapse text-sm' : 'sdoc-search-table'}>
            <thead>
              <tr>
                {layout.columns.map((column) => (
                  <th key={column.code} className={`${th ?? ''}${column.kind === 'number' ? ' text-right' : ''}`.trim() || undefined} scope="col">
                    {column.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, r) => (
                <tr key={`${row.inst ?? ''}-${r}`}>
                  {layout.columns.map((column) => (
                    <td key={column.code} className={`${td ?? ''}${column.kind === 'number' ? ' text-right' : ''}`.trim() || undefined}>
                      {cellText(row.cells[column.code] ?? null, valuesKind(column), format)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {answer.total > answer.rows.length && (
        <p className="sdoc-search-more text-xs text-gray-500">{t('sdocViewer.searchTable.shown', { shown: formatNumber(answer.rows.length), total: formatNumber(answer.total) })}</p>
      )}
    </div>
  );
}

/** Why there is no table: the §8 message for a search the reader may not read, else the server's words. */
export function SearchProblemNote({ problem, searchId }: { problem: SearchProblem; searchId: string }) {
  const { t } = useTranslation();
  const text = problem.kind === 'unreadable' ? t('sdocViewer.searchTable.unreadable', { id: searchId }) : problem.message;
  return (
    <p role="alert" className="sdoc-search-problem rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="search-problem">
      {text}
    </p>
  );
}
