import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';
import type { ReportItem } from '../../../model/reports/reportModel';
import { formatFigure } from '../../../model/reports/reportFigures';
import { ReportChart } from './ReportChart';

// raw HTML in a template is shown as text, never run; links keep markdown-it's safe-protocol check
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

/** How a report reads on screen and on paper: headings, lists, tables; a table never splits a row across pages. */
const REPORT_CLASSES = [
  'text-[15px] leading-relaxed text-gray-900',
  '[&_h1]:mt-5 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline',
  '[&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-gray-300 [&_th]:bg-gray-50 [&_th]:px-2 [&_th]:py-1',
  '[&_td]:border [&_td]:border-gray-300 [&_td]:px-2 [&_td]:py-1 [&_tr]:break-inside-avoid',
].join(' ');

function Markdown({ text }: { text: string }) {
  const html = useMemo(() => DOMPurify.sanitize(markdown.render(text)), [text]);
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

function ReportTable({ item }: { item: Extract<ReportItem, { kind: 'table' }> }) {
  const { t } = useTranslation();
  return (
    <div className="my-3 overflow-x-auto print:overflow-visible">
      <table data-testid="report-table">
        <thead>
          <tr>
            {item.headers.map((h, i) => (
              <th key={i} className={item.numeric[i] ? 'text-right' : 'text-left'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {item.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className={item.numeric[c] ? 'text-right tabular-nums' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {item.rows.length === 0 && <p className="text-sm text-gray-500">{t('reports.table.empty')}</p>}
      {item.shown < item.total && <p className="mt-1 text-xs text-gray-500">{t('reports.table.shown', { shown: formatFigure(item.shown), total: formatFigure(item.total) })}</p>}
    </div>
  );
}

function Notice({ tone, children, testId }: { tone: 'warning' | 'muted'; children: string; testId: string }) {
  const look = tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-gray-200 bg-gray-50 text-gray-500';
  return (
    <p className={`my-3 rounded border px-3 py-2 text-sm ${look}`} data-testid={testId}>
      {children}
    </p>
  );
}

/** A rendered report: its text, tables and charts, and in place of what cannot be shown, why. */
export function ReportBody({ items }: { items: readonly ReportItem[] }) {
  const { t } = useTranslation();
  return (
    <div className={REPORT_CLASSES} data-testid="report-body">
      {items.map((item, i) => {
        switch (item.kind) {
          case 'markdown':
            return <Markdown key={i} text={item.text} />;
          case 'table':
            return <ReportTable key={i} item={item} />;
          case 'chart':
            return <ReportChart key={i} chart={item.chart} points={item.points} labelName={item.labelName} valueName={item.valueName} />;
          case 'unavailable':
            return (
              <Notice key={i} tone="warning" testId="report-source-unavailable">
                {t('reports.sourceUnavailable', { search: item.name ? `«${item.name}»` : item.searchId })}
              </Notice>
            );
          case 'loading':
            return (
              <Notice key={i} tone="muted" testId="report-source-loading">
                {t('reports.sourceLoading')}
              </Notice>
            );
          case 'failed':
            return (
              <Notice key={i} tone="warning" testId="report-source-failed">
                {t('reports.sourceFailed', { message: item.message })}
              </Notice>
            );
          case 'missingColumn':
            return (
              <Notice key={i} tone="warning" testId="report-missing-column">
                {t('reports.missingColumn', { column: item.column, search: item.name || item.alias })}
              </Notice>
            );
        }
      })}
    </div>
  );
}
