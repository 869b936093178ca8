import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryHistoryEntry } from '../../../../realtime/protocol/admin/queryHistory';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { StateBadge } from '../ui/StateBadge';
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
  const columns = useMemo<DataColumn<QueryHistoryEntry>[]>(
    () => [
      {
        id: 'open',
        header: '',
        className: 'w-6 text-gray-500',
        cell: (entry) => (
          <button type="button" aria-expanded={open.has(entry.id)} aria-label={t('admin.queryHistory.showPayload')}>
            {open.has(entry.id) ? '▾' : '▸'}
          </button>
        ),
      },
      { id: 'at', header: t('admin.queryHistory.at'), className: 'font-mono text-xs whitespace-nowrap', value: (entry) => formatDateTime(entry.at) },
      { id: 'user', header: t('admin.queryHistory.user'), cell: (entry) => entry.userName ?? <span className="text-gray-400">{t('admin.queryHistory.noUser')}</span> },
      {
        id: 'act',
        header: t('admin.queryHistory.act'),
        className: 'font-mono text-xs whitespace-nowrap',
        cell: (entry) => (
          <>
            {entry.act} {entry.deferred && <StateBadge tone="gray">{t('admin.queryHistory.deferred')}</StateBadge>}
          </>
        ),
      },
      { id: 'command', header: t('admin.queryHistory.command'), className: 'font-mono text-xs', value: (entry) => entry.command },
      { id: 'duration', header: t('admin.queryHistory.duration'), headerClassName: 'text-right', className: 'text-right whitespace-nowrap tabular-nums', value: (entry) => formatNumber(entry.durationMs, 1) },
      { id: 'rows', header: t('admin.queryHistory.rows'), headerClassName: 'text-right', className: 'text-right tabular-nums', value: (entry) => (entry.rows === null ? '' : formatNumber(entry.rows)) },
      {
        id: 'error',
        header: t('admin.queryHistory.error'),
        className: 'max-w-md truncate text-red-800',
        cell: (entry) => <span title={entry.error ?? undefined}>{entry.error}</span>,
      },
    ],
    [t, open],
  );
  return (
    <DataTable
      columns={columns}
      rows={entries}
      rowId={(entry) => entry.id}
      empty={null}
      rowAttributes={(entry) => ({
        className: `cursor-pointer ${entry.error ? 'bg-red-50/60 hover:bg-red-50' : 'hover:bg-gray-50'}`,
        onClick: () => toggle(entry.id),
        'data-testid': 'history-row',
      })}
      rowDetail={(entry) =>
        open.has(entry.id) && (
          <div className="pl-6">
            {entry.error && <p className="mb-1 text-sm whitespace-pre-wrap text-red-800">{entry.error}</p>}
            <pre className="max-h-96 overflow-auto rounded bg-gray-50 p-2 font-mono text-xs text-gray-800">{formatQueryText(entry.payload)}</pre>
          </div>
        )
      }
    />
  );
}
