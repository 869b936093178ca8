import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { useContextTitle } from '../../shell/title/useContextTitle';
import { MAX_RESULTS_SHOWN } from '../../../realtime/protocol/imports';
import { useImportProgress } from './useImportProgress';
import { PageFrame } from '../../components/PageFrame';
import { Problem, problemText } from '../../components/Problem';
import { ProgressBar, StatusBadge } from './importUi';
import { importNumbers } from './importNumbers';

/** /import-data/{id}: the import document — status, live progress, counts, and the rejected rows with their messages. */
export function ImportDocument({ id }: { id: string }) {
  const { t } = useTranslation();
  const { detail, error } = useImportProgress(id);
  useContextTitle(detail?.name ?? null);
  if (!detail) return <PageFrame className="gap-4 p-4" title={t('imports.document.title')}>{error ? <Problem text={problemText(error)} /> : <p className="text-sm text-gray-500">{t('imports.common.loading')}</p>}</PageFrame>;
  const dl = 'grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm';
  // the bar, its label and these counters: one set of numbers
  const numbers = importNumbers(detail.progress, detail.status);
  return (
    <PageFrame className="gap-4 p-4" title={detail.name}>
      <div className="flex items-center gap-3" data-testid="import-status">
        <StatusBadge status={detail.status} />
        <ProgressBar progress={detail.progress} status={detail.status} />
      </div>
      {detail.message && <Problem text={detail.message} />}
      <dl className={dl}>
        <dt className="text-gray-600">{t('imports.document.class')}</dt>
        <dd>{detail.className}</dd>
        <dt className="text-gray-600">{t('imports.document.source')}</dt>
        <dd className="break-all">{t(`imports.source.${detail.source}`)}: {detail.fileName}</dd>
        <dt className="text-gray-600">{t('imports.document.owner')}</dt>
        <dd>{detail.ownerName}</dd>
        <dt className="text-gray-600">{t('imports.document.read')}</dt>
        <dd data-testid="import-read">{t('imports.document.readOf', { read: formatNumber(numbers.read), total: formatNumber(numbers.total) })}</dd>
        <dt className="text-gray-600">{t('imports.document.imported')}</dt>
        <dd data-testid="import-imported">{formatNumber(numbers.written)}</dd>
        <dt className="text-gray-600">{t('imports.document.rejected')}</dt>
        <dd data-testid="import-rejected">{formatNumber(numbers.refused)}</dd>
        <dt className="text-gray-600">{t('imports.document.created')}</dt>
        <dd>{formatDateTime(detail.createdAt)}</dd>
        <dt className="text-gray-600">{t('imports.document.ended')}</dt>
        <dd>{detail.endedAt ? formatDate(detail.endedAt) : '—'}</dd>
      </dl>
      {detail.results.length > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-gray-900">{t('imports.document.results')}</h2>
          {numbers.refused > detail.results.length && <p className="text-xs text-gray-500">{t('imports.document.firstResults', { count: MAX_RESULTS_SHOWN })}</p>}
          <div className="max-w-4xl overflow-x-auto rounded border border-gray-200 bg-white">
            <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="import-results">
              <thead className="bg-gray-50">
                <tr>
                  <th className="px-3 py-2 text-left text-xs font-semibold text-gray-600">{t('imports.document.row')}</th>
                  <th className="px-3 py-2 text-left text-xs font-semibold text-gray-600">{t('imports.document.resultStatus')}</th>
                  <th className="px-3 py-2 text-left text-xs font-semibold text-gray-600">{t('imports.document.message')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {detail.results.map((r) => (
                  <tr key={r.row}>
                    <td className="px-3 py-1">{r.row}</td>
                    <td className="px-3 py-1">{t('imports.document.rejectedRow')}</td>
                    <td className="px-3 py-1">{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </PageFrame>
  );
}
