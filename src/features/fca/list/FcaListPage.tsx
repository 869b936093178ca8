import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FcaSummary } from '../../../../realtime/protocol/fca';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { inputClass } from '../../../components/tableStyles';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { deleteFca, listFca } from '../api/fcaApi';
import { BuilderDialog } from '../builder/BuilderDialog';
import { UploadDialog } from './UploadDialog';

const NONE: FcaSummary[] = [];

/** /fca: the analyses the user may read — search by name, create from the ontology, upload a table, delete. */
export function FcaListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLoad(listFca, []);
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<'build' | 'upload' | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const q = text.trim().toLowerCase();
  const rows = (list.data ?? NONE).filter((r) => !q || r.name.toLowerCase().includes(q));

  async function remove(row: FcaSummary) {
    if (!(await confirm({ title: t('fca.list.deleteTitle'), text: t('fca.list.deleteText', { name: row.name }) }))) return;
    try {
      await deleteFca(row.id);
      showMessage({ text: t('fca.list.deleted', { name: row.name }), kind: 'success' });
      list.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const columns: DataColumn<FcaSummary>[] = [
    {
      id: 'name',
      header: t('fca.fields.name'),
      sortable: true,
      value: (r) => r.name,
      cell: (r) => (
        <>
          <Link to={`/fca/${r.id}`} className="font-medium text-primary hover:underline" data-testid="fca-open">
            {r.name}
          </Link>
          {r.annotation && <div className="line-clamp-2 text-xs text-gray-500">{r.annotation}</div>}
        </>
      ),
    },
    { id: 'source', header: t('fca.fields.source'), sortable: true, className: 'text-gray-600', value: (r) => t(`fca.source.${r.source}`) },
    { id: 'author', header: t('fca.fields.author'), sortable: true, className: 'text-gray-600', value: (r) => r.authorName || '—' },
    { id: 'date', header: t('fca.fields.dateCreate'), sortable: true, className: 'text-gray-600 whitespace-nowrap', value: (r) => r.date_create, cell: (r) => formatDate(r.date_create) },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (r) =>
        r.mayEdit && (
          <Button variant="dangerLink" onClick={() => void remove(r)} data-testid="fca-delete">
            {t('fca.list.delete')}
          </Button>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('fca.list.title')}
      actions={
        <>
          <input className={`${inputClass} !w-64`} placeholder={t('fca.list.search')} aria-label={t('fca.list.search')} value={text} onChange={(e) => setText(e.target.value)} data-testid="fca-search" />
          <Button onClick={() => setDialog('upload')} data-testid="fca-upload">
            {t('fca.list.upload')}
          </Button>
          <Button variant="primary" onClick={() => setDialog('build')} data-testid="fca-create">
            {t('fca.list.create')}
          </Button>
        </>
      }
    >
      <p className="max-w-3xl text-sm text-gray-600">{t('fca.list.intro')}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowId={(r) => r.id}
        testId="fca-table"
        look="plain"
        notesAt="alone"
        sorting={{ side: 'client', initial: [{ id: 'date', desc: true }] }}
        problem={list.error != null && <Problem text={problemText(list.error)} />}
        loading={list.loading && !list.data}
        empty={list.data ? <p className="rounded border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">{q ? t('fca.list.nothingFound') : t('fca.list.empty')}</p> : null}
        rowAttributes={() => ({ 'data-testid': 'fca-row' })}
      />
      <UploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} onUploaded={(entry) => navigate(`/fca/${entry.id}`)} />
      {dialog === 'build' && <BuilderDialog onClose={() => setDialog(null)} onSaved={(entry) => navigate(`/fca/${entry.id}`)} />}
      {confirmElement}
    </PageFrame>
  );
}
