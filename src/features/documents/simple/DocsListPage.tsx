import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { Problem, problemText } from '../../../components/Problem';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { showMessage } from '../../../state/messageStore';
import { formatDate } from '../../../i18n/format';
import type { SimpleDocSummary } from '../../../../realtime/protocol/documents/simple';
import { createDoc, deleteDoc, listDocs } from './simpleDocsApi';
import { PublicBadge, StatusBadge } from './DocBadges';

const PAGE_SIZE = 30;
const NO_DOCS: SimpleDocSummary[] = [];
const input = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';

/** /docs: simple documents — search, pages, create, delete. */
export default function DocsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const docs = useLoad(() => listDocs({ search, limit: PAGE_SIZE, offset: page * PAGE_SIZE }), [search, page]);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();

  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? search;
    const p = next.page ?? 0;
    setParams({ ...(q ? { q } : {}), ...(p ? { page: String(p) } : {}) }, { replace: true });
  };

  async function create() {
    setBusy(true);
    setProblem(null);
    try {
      const doc = await createDoc(name.trim());
      navigate(`/docs/edit/${doc.id}`);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(doc: SimpleDocSummary) {
    if (!(await confirm({ title: t('simpleDocs.list.deleteTitle'), text: t('simpleDocs.list.deleteText', { name: doc.name }) }))) return;
    try {
      await deleteDoc(doc.id);
      showMessage({ text: t('simpleDocs.list.deleted', { name: doc.name }), kind: 'success' });
      docs.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const total = docs.data?.total ?? 0;
  const columns: DataColumn<SimpleDocSummary>[] = [
    {
      id: 'name',
      header: t('simpleDocs.fields.name'),
      cell: (doc) => (
        <>
          <Link to={`/docs/view/${doc.id}`} className="font-medium text-primary hover:underline">
            {doc.name}
          </Link>{' '}
          <PublicBadge isPublic={doc.isPublic} />
          {doc.annotation && <div className="line-clamp-2 text-xs text-gray-500">{doc.annotation}</div>}
        </>
      ),
    },
    { id: 'code', header: t('simpleDocs.fields.code'), className: 'text-gray-600', value: (doc) => doc.code },
    { id: 'status', header: t('simpleDocs.fields.status'), cell: (doc) => <StatusBadge status={doc.status} /> },
    { id: 'author', header: t('simpleDocs.fields.author'), className: 'text-gray-600', value: (doc) => doc.authorName ?? '—' },
    { id: 'updated', header: t('simpleDocs.fields.updated'), className: 'text-gray-600', value: (doc) => formatDate(doc.updatedAt) },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (doc) => (
        <>
          <Link to={`/doc/${doc.id}`} className="px-1 text-primary hover:underline">
            {t('simpleDocs.list.card')}
          </Link>
          {doc.canEdit && (
            <>
              <Link to={`/docs/edit/${doc.id}`} className="px-1 text-primary hover:underline">
                {t('simpleDocs.edit')}
              </Link>
              <Button variant="dangerLink" onClick={() => void remove(doc)}>
                {t('simpleDocs.delete')}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('simpleDocs.list.title')}
      actions={
        <>
          <input type="search" className={`${input} w-64`} aria-label={t('simpleDocs.list.search')} placeholder={t('simpleDocs.list.search')} value={search} onChange={(e) => go({ q: e.target.value })} data-testid="docs-search" />
          <Link to="/publications" className="text-sm text-primary hover:underline">
            {t('simpleDocs.publications.title')}
          </Link>
          <Button variant="primary" onClick={() => (setName(''), setProblem(null), setCreating(true))} data-testid="docs-create">
            {t('simpleDocs.list.create')}
          </Button>
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={docs.data?.rows ?? NO_DOCS}
        rowId={(doc) => doc.id}
        testId="docs-table"
        look="plain"
        notesAt="alone"
        problem={docs.error != null && <Problem text={problemText(docs.error)} />}
        loading={docs.loading && !docs.data}
        loadingText={t('simpleDocs.loading')}
        empty={docs.data ? <p className="rounded border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">{t(search ? 'simpleDocs.list.nothingFound' : 'simpleDocs.list.empty')}</p> : null}
        rowAttributes={() => ({ 'data-testid': 'docs-row' })}
        paging={{ side: 'server', offset: page * PAGE_SIZE, limit: PAGE_SIZE, total, onOffset: (offset) => go({ page: Math.floor(offset / PAGE_SIZE) }) }}
        renderPager={(pager) =>
          pager.pages > 1 && (
            <div className="flex items-center gap-2 text-sm" data-testid="docs-pages">
              <Button disabled={!pager.canPrevious} onClick={() => pager.goTo(pager.offset - pager.limit)}>
                {t('simpleDocs.list.previous')}
              </Button>
              <span className="text-gray-600">{t('simpleDocs.list.page', { page: pager.page + 1, pages: pager.pages, total })}</span>
              <Button disabled={!pager.canNext} onClick={() => pager.goTo(pager.offset + pager.limit)}>
                {t('simpleDocs.list.next')}
              </Button>
            </div>
          )
        }
      />
      <FormDialog open={creating} title={t('simpleDocs.list.createTitle')} onClose={() => setCreating(false)} onSubmit={() => void create()} busy={busy} invalid={!name.trim()} submitLabel={t('simpleDocs.list.createSubmit')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('simpleDocs.fields.name')}
          <input className={input} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="doc-new-name" />
        </label>
        <Problem text={problem} />
      </FormDialog>
      {confirmElement}
    </PageFrame>
  );
}
