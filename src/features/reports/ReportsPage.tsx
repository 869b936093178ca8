import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { Button } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { Problem, problemText } from '../../components/Problem';
import { DataTable, type DataColumn } from '../../components/dataTable';
import { useConfirm } from '../../components/useConfirm';
import { useLoad } from '../../components/useLoad';
import { showMessage } from '../../state/messageStore';
import { formatDate } from '../../i18n/format';
import type { ReportSummary } from '../../../realtime/protocol/reports';
import { copyReport, createReport, deleteReport, listReports } from './reportsApi';

const NO_REPORTS: ReportSummary[] = [];
const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** /reports: the reports the user may read — open, create, copy, delete. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reports = useLoad(listReports, []);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();

  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      const report = await createReport({ name: name.trim(), annotation: '', source: [], template: '', ssData: {} });
      navigate(`/report/designer/${report.id}`);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function copy(report: ReportSummary) {
    try {
      const copied = await copyReport(report.id);
      showMessage({ text: t('reports.list.copied', { name: copied.name }), kind: 'success' });
      reports.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  async function remove(report: ReportSummary) {
    if (!(await confirm({ title: t('reports.list.deleteTitle'), text: t('reports.list.deleteText', { name: report.name }) }))) return;
    try {
      await deleteReport(report.id);
      showMessage({ text: t('reports.list.deleted', { name: report.name }), kind: 'success' });
      reports.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const columns: DataColumn<ReportSummary>[] = [
    {
      id: 'name',
      header: t('reports.fields.name'),
      sortable: true,
      value: (r) => r.name,
      cell: (r) => (
        <>
          <Link to={`/report/viewer/${r.id}`} className="font-medium text-primary hover:underline">
            {r.name}
          </Link>
          {r.annotation && <div className="line-clamp-2 text-xs text-gray-500">{r.annotation}</div>}
        </>
      ),
    },
    { id: 'author', header: t('reports.fields.author'), sortable: true, className: 'text-gray-600', value: (r) => r.authorName || '—' },
    { id: 'date', header: t('reports.fields.dateCreate'), sortable: true, className: 'text-gray-600 whitespace-nowrap', value: (r) => r.date_create, cell: (r) => formatDate(r.date_create) },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (r) => (
        <>
          {r.mayEdit && (
            <Link to={`/report/designer/${r.id}`} className="px-1 text-primary hover:underline" data-testid="report-design">
              {t('reports.list.design')}
            </Link>
          )}
          <Button variant="link" onClick={() => void copy(r)} data-testid="report-copy">
            {t('reports.list.copy')}
          </Button>
          {r.mayEdit && (
            <Button variant="dangerLink" onClick={() => void remove(r)} data-testid="report-delete">
              {t('reports.list.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('reports.list.title')}
      actions={
        <Button variant="primary" onClick={() => (setName(''), setProblem(null), setCreating(true))} data-testid="reports-create">
          {t('reports.list.create')}
        </Button>
      }
    >
      <DataTable
        columns={columns}
        rows={reports.data ?? NO_REPORTS}
        rowId={(r) => r.id}
        testId="reports-table"
        look="plain"
        notesAt="alone"
        sorting={{ side: 'client' }}
        problem={reports.error != null && <Problem text={problemText(reports.error)} />}
        loading={reports.loading && !reports.data}
        loadingText={t('reports.loading')}
        empty={reports.data ? <p className="rounded border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">{t('reports.list.empty')}</p> : null}
        rowAttributes={() => ({ 'data-testid': 'reports-row' })}
      />
      <FormDialog open={creating} title={t('reports.list.createTitle')} onClose={() => setCreating(false)} onSubmit={() => void create()} busy={busy} invalid={!name.trim()} submitLabel={t('reports.list.createSubmit')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('reports.fields.name')}
          <input className={input} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="report-new-name" />
        </label>
        <Problem text={problem} />
      </FormDialog>
      {confirmElement}
    </PageFrame>
  );
}
