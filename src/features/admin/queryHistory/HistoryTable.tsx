import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryHistoryEntry } from '../../../../realtime/protocol/admin/queryHistory';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { StateBadge } from '../ui/StateBadge';
import { tableClass, tableWrapClass, tdClass, thClass } from '../ui/tableClasses';
import { formatQueryText } from '../commands/commandQuery';

/** Calls of the data API, newest first; a row opens to show the payload as sent. */
export function HistoryTable({ entries }: { entries: readonly QueryHistoryEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={tableWrapClass}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass} />
            <th className={thClass}>{t('admin.queryHistory.at')}</th>
            <th className={thClass}>{t('admin.queryHistory.user')}</th>
            <th className={thClass}>{t('admin.queryHistory.act')}</th>
            <th className={thClass}>{t('admin.queryHistory.command')}</th>
            <th className={`${thClass} text-right`}>{t('admin.queryHistory.duration')}</th>
            <th className={`${thClass} text-right`}>{t('admin.queryHistory.rows')}</th>
            <th className={thClass}>{t('admin.queryHistory.error')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <tr className={`cursor-pointer ${entry.error ? 'bg-red-50/60 hover:bg-red-50' : 'hover:bg-gray-50'}`} onClick={() => toggle(entry.id)} data-testid="history-row">
                  <td className={`${tdClass} w-6 text-gray-500`}>
                    <button type="button" aria-expanded={expanded} aria-label={t('admin.queryHistory.showPayload')}>
                      {expanded ? '▾' : '▸'}
                    </button>
                  </td>
                  <td className={`${tdClass} font-mono text-xs whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
                  <td className={tdClass}>{entry.userName ?? <span className="text-gray-400">{t('admin.queryHistory.noUser')}</span>}</td>
                  <td className={`${tdClass} font-mono text-xs whitespace-nowrap`}>
                    {entry.act} {entry.deferred && <StateBadge tone="gray">{t('admin.queryHistory.deferred')}</StateBadge>}
                  </td>
                  <td className={`${tdClass} font-mono text-xs`}>{entry.command}</td>
                  <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>{formatNumber(entry.durationMs, 1)}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{entry.rows === null ? '' : formatNumber(entry.rows)}</td>
                  <td className={`${tdClass} max-w-md truncate text-red-800`} title={entry.error ?? undefined}>
                    {entry.error}
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td className={tdClass} />
                    <td className={tdClass} colSpan={7}>
                      {entry.error && <p className="mb-1 text-sm whitespace-pre-wrap text-red-800">{entry.error}</p>}
                      <pre className="max-h-96 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs text-gray-800">{formatQueryText(entry.payload)}</pre>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
