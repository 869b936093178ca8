import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImportSummary } from '../../../realtime/protocol/imports';
import { formatDate, formatNumber } from '../../i18n/format';
import { linkClass, ProgressBar, StatusBadge } from './importUi';

/** Imports newest first: name (a link to the import's page), class, status, progress, dates. */
export function ImportList({ imports, showOwner }: { imports: ImportSummary[]; showOwner: boolean }) {
  const { t } = useTranslation();
  if (imports.length === 0) return <p className="text-sm text-gray-500">{t('import.list.empty')}</p>;
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-600';
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th className={th}>{t('import.list.name')}</th>
            <th className={th}>{t('import.list.class')}</th>
            {showOwner && <th className={th}>{t('import.list.owner')}</th>}
            <th className={th}>{t('import.list.status')}</th>
            <th className={th}>{t('import.list.progress')}</th>
            <th className={th}>{t('import.list.counts')}</th>
            <th className={th}>{t('import.list.created')}</th>
            <th className={th}>{t('import.list.ended')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {imports.map((i) => (
            <tr key={i.id} data-testid="import-row">
              <td className="px-3 py-2">
                <Link className={linkClass} to={`/import-data/${i.id}`}>
                  {i.name}
                </Link>
              </td>
              <td className="px-3 py-2">{i.className}</td>
              {showOwner && <td className="px-3 py-2">{i.ownerName}</td>}
              <td className="px-3 py-2">
                <StatusBadge status={i.status} />
              </td>
              <td className="px-3 py-2">
                <ProgressBar progress={i.progress} compact />
              </td>
              <td className="px-3 py-2">{t('import.list.countsText', { imported: formatNumber(i.imported), rejected: formatNumber(i.progress.rejected) })}</td>
              <td className="px-3 py-2">{formatDate(i.createdAt)}</td>
              <td className="px-3 py-2">{formatDate(i.endedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
