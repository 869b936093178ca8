import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { Problem, problemText } from '../../../components/Problem';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { showMessage } from '../../../shell/messages/messageStore';
import { formatDate } from '../../../i18n/format';
import type { SimpleDocSummary } from '../../../../realtime/protocol/documents/simple';
import { createDoc, deleteDoc, listDocs } from './simpleDocsApi';
import { PublicBadge, StatusBadge } from './DocBadges';

const PAGE_SIZE = 30;
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
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
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
      {docs.error != null && <Problem text={problemText(docs.error)} />}
      {docs.loading && !docs.data && <p className="text-sm text-gray-500">{t('simpleDocs.loading')}</p>}
      {docs.data && docs.data.rows.length === 0 && <p className="rounded border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-500">{t(search ? 'simpleDocs.list.nothingFound' : 'simpleDocs.list.empty')}</p>}
      {docs.data && docs.data.rows.length > 0 && (
        <div className="overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="w-full text-sm" data-testid="docs-table">
            <thead className="bg-gray-50 text-left text-xs text-gray-600">
              <tr>
                <th className="px-3 py-2">{t('simpleDocs.fields.name')}</th>
                <th className="px-3 py-2">{t('simpleDocs.fields.code')}</th>
                <th className="px-3 py-2">{t('simpleDocs.fields.status')}</th>
                <th className="px-3 py-2">{t('simpleDocs.fields.author')}</th>
                <th className="px-3 py-2">{t('simpleDocs.fields.updated')}</th>
                <th className="px-3 py-2" />
              </tr>
            </thead>
            <tbody>
              {docs.data.rows.map((doc) => (
                <tr key={doc.id} className="border-t border-gray-100 align-top hover:bg-gray-50" data-testid="docs-row">
                  <td className="px-3 py-2">
                    <Link to={`/docs/view/${doc.id}`} className="font-medium text-primary hover:underline">
                      {doc.name}
                    </Link>{' '}
                    <PublicBadge isPublic={doc.isPublic} />
                    {doc.annotation && <div className="line-clamp-2 text-xs text-gray-500">{doc.annotation}</div>}
                  </td>
                  <td className="px-3 py-2 text-gray-600">{doc.code}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={doc.status} />
                  </td>
                  <td className="px-3 py-2 text-gray-600">{doc.authorName ?? '—'}</td>
                  <td className="px-3 py-2 text-gray-600">{formatDate(doc.updatedAt)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className="flex items-center gap-2 text-sm" data-testid="docs-pages">
          <Button disabled={page === 0} onClick={() => go({ page: page - 1 })}>
            {t('simpleDocs.list.previous')}
          </Button>
          <span className="text-gray-600">{t('simpleDocs.list.page', { page: page + 1, pages, total })}</span>
          <Button disabled={page + 1 >= pages} onClick={() => go({ page: page + 1 })}>
            {t('simpleDocs.list.next')}
          </Button>
        </div>
      )}
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
