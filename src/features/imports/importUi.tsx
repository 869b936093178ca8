import { useTranslation } from 'react-i18next';
import type { ImportStatus, ImportSummary } from '../../../realtime/protocol/imports';
import { formatNumber } from '../../i18n/format';
import { importNumbers } from './importNumbers';

export const inputClass = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary disabled:bg-gray-100';
export const linkClass = 'text-primary underline hover:text-primary-dark';

const STATUS_COLOURS: Record<ImportStatus, string> = {
  queued: 'bg-gray-100 text-gray-700',
  running: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_COLOURS[status]}`}>{t(`imports.status.${status}`)}</span>;
}

/** Rows read of rows in the file, as a bar and in words — the numbers of importNumbers, as every counter shows them. */
export function ProgressBar({ progress, status, compact = false }: { progress: ImportSummary['progress']; status: ImportStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const numbers = importNumbers(progress, status);
  return (
    <div className={`flex items-center gap-2 ${compact ? '' : 'w-full max-w-2xl'}`}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={numbers.total}
        aria-valuenow={numbers.read}
        aria-valuetext={t('imports.progress.text', { read: formatNumber(numbers.read), total: formatNumber(numbers.total), percent: numbers.percent })}
        aria-label={t('imports.progress.label')}
        data-testid="import-progress"
        className={`shrink-0 overflow-hidden rounded bg-gray-200 ${compact ? 'h-2 w-32' : 'h-3 flex-1'}`}
      >
        <div className="h-full bg-primary transition-[width] duration-200" style={{ width: `${numbers.percent}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs text-gray-600" data-testid="import-progress-text">
        {t('imports.progress.text', { read: formatNumber(numbers.read), total: formatNumber(numbers.total), percent: numbers.percent })}
      </span>
    </div>
  );
}
