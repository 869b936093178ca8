import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImportSummary } from '../../../realtime/protocol/imports';
import { DataTable, type DataColumn } from '../../components/dataTable';
import { formatDate, formatNumber } from '../../i18n/format';
import { linkClass, ProgressBar, StatusBadge } from './importUi';
import { importNumbers } from './importNumbers';

const HEADING = 'text-xs font-semibold uppercase tracking-wide text-gray-600';

/** Imports newest first: name (a link to the import's page), class, status, progress, dates. */
export function ImportList({ imports, showOwner }: { imports: ImportSummary[]; showOwner: boolean }) {
  const { t } = useTranslation();
  const countsText = (i: ImportSummary): string => {
    const n = importNumbers(i.progress, i.status);
    return t('imports.list.countsText', { written: formatNumber(n.written), refused: formatNumber(n.refused) });
  };
  const columns = useMemo<DataColumn<ImportSummary>[]>(
    () => [
      { id: 'name', header: t('imports.list.name'), headerClassName: HEADING, cell: (i) => <Link className={linkClass} to={`/import-data/${i.id}`}>{i.name}</Link> },
      { id: 'class', header: t('imports.list.class'), headerClassName: HEADING, value: (i) => i.className },
      ...(showOwner ? [{ id: 'owner', header: t('imports.list.owner'), headerClassName: HEADING, value: (i: ImportSummary) => i.ownerName }] : []),
      { id: 'status', header: t('imports.list.status'), headerClassName: HEADING, cell: (i) => <StatusBadge status={i.status} /> },
      { id: 'progress', header: t('imports.list.progress'), headerClassName: HEADING, cell: (i) => <ProgressBar progress={i.progress} status={i.status} compact /> },
      { id: 'counts', header: t('imports.list.counts'), headerClassName: HEADING, value: (i) => countsText(i) },
      { id: 'created', header: t('imports.list.created'), headerClassName: HEADING, value: (i) => formatDate(i.createdAt) },
      { id: 'ended', header: t('imports.list.ended'), headerClassName: HEADING, value: (i) => formatDate(i.endedAt) },
    ],
    [t, showOwner],
  );
  return (
    <DataTable
      columns={columns}
      rows={imports}
      rowId={(i) => i.id}
      look="plain"
      notesAt="alone"
      empty={t('imports.list.empty')}
      rowAttributes={() => ({ 'data-testid': 'import-row' })}
    />
  );
}
