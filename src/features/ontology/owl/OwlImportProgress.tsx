import { useTranslation } from 'react-i18next';
import type { OwlImportCounts } from '../../../../realtime/protocol/ontology/owl';
import { primaryButton, quietButton } from '../../../components/buttonClasses';
import { formatNumber } from '../../../i18n/format';
import { useOwlImportStatus } from './useOwlImportStatus';
import { errorPlace, percentOf } from './owlImportText';

const COUNT_KEYS: Array<keyof OwlImportCounts> = ['classes', 'objectProperties', 'dataProperties', 'individuals', 'triples'];

/** A running import's bar, then what it brought or why it failed. */
export function OwlImportProgress({ importId, onClose, onOpenMap }: { importId: string; onClose: () => void; onOpenMap?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { status, error } = useOwlImportStatus(importId);
  const done = status?.status === 'completed';
  const failed = status?.status === 'failed';
  const percent = percentOf(status?.progress ?? 0, done);
  const place = status?.problem ? errorPlace(status.problem) : { key: null };
  return (
    <div className="flex flex-col gap-4 px-5 py-4 text-sm" data-testid="owl-import-progress" data-status={status?.status ?? 'pending'}>
      <div className="text-gray-700">
        {status?.fileName && <span className="font-medium">{status.fileName}</span>} {t(`owl.status.${status?.status ?? 'pending'}`)}
      </div>
      {!failed && (
        <div className="flex items-center gap-2">
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('owl.import.progress')} className="h-3 flex-1 overflow-hidden rounded bg-gray-200">
            <div className={`h-full ${done ? 'bg-green-600' : 'bg-primary'} transition-[width]`} style={{ width: `${percent}%` }} />
          </div>
          <span className="w-12 text-right tabular-nums text-gray-700">{percent}%</span>
        </div>
      )}
      {done && status && (
        <table className="w-full text-left" data-testid="owl-import-counts">
          <tbody>
            {COUNT_KEYS.map((key) => (
              <tr key={key} className="border-b border-gray-100">
                <th className="py-1 font-normal text-gray-600">{t(`owl.counts.${key}`)}</th>
                <td className="py-1 text-right font-medium tabular-nums" data-count={key}>
                  {formatNumber(status.counts[key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {failed && status?.problem && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800" data-testid="owl-import-error">
          {place.key && <div className="font-medium">{t(place.key, { line: place.line, column: place.column })}</div>}
          <div>{status.problem.message}</div>
          <div className="mt-1 text-red-700">{t('owl.import.nothingWritten')}</div>
        </div>
      )}
      {error !== null && !status && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {error instanceof Error ? error.message : String(error)}
        </div>
      )}
      <div className="-mx-5 -mb-4 flex justify-end gap-2 border-t border-gray-200 px-5 py-3">
        {done && onOpenMap && (
          <button type="button" className={primaryButton} onClick={onOpenMap}>
            {t('owl.import.openMap')}
          </button>
        )}
        <button type="button" className={quietButton} onClick={onClose}>
          {t('owl.common.close')}
        </button>
      </div>
    </div>
  );
}
