import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/Button';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem, problemText } from '../../../../components/Problem';
import { useConfirm } from '../../../../components/useConfirm';
import { useLoad } from '../../../../components/useLoad';
import { formatDate } from '../../../../i18n/format';
import { showMessage } from '../../../../state/messageStore';
import { shellState } from '../../../../state/shellState';
import type { DocumentHeader } from '../../../../../realtime/protocol/documents/structured';
import { deleteDocument, listDocuments } from '../documentsApi';
import { DataTable, type DataColumn } from '../../../../components/dataTable';
import { inputClass, linkClass } from '../../../../components/tableStyles';
import { CreateDocumentDialog } from './CreateDocumentDialog';
import { ListPager } from './ListPager';

const PAGE_SIZE = 30;
const NO_DOCUMENTS: DocumentHeader[] = [];
/** Typing settles for a moment before the list is asked again (platform spec §9: 500 ms). */
const SEARCH_SETTLE_MS = 500;

/** /structuredDocuments: the structured documents, searchable and paged; create, open, delete. */
export default function StructuredDocumentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSnapshot(shellState);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setOffset(0);
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = useLoad(() => listDocuments({ search, offset, limit: PAGE_SIZE }), [search, offset]);

  async function remove(doc: DocumentHeader) {
    const ok = await confirm({ title: t('sdocEditor.list.deleteTitle'), text: t('sdocEditor.list.deleteText', { name: doc.name }) });
    if (!ok) return;
    try {
      await deleteDocument(doc.id);
      showMessage({ text: t('sdocEditor.list.deleted', { name: doc.name }), kind: 'success' });
      page.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const columns: DataColumn<DocumentHeader>[] = [
    {
      id: 'name',
      header: t('sdocEditor.list.name'),
      cell: (doc) => (
        <>
          <Link className={linkClass} to={`/structuredDocuments/edit/${doc.id}`} data-testid="sdoc-open">
            {doc.name}
          </Link>
          {doc.isPublic && <span className="ml-2 rounded bg-green-50 px-1 text-xs text-green-800">{t('sdocEditor.list.public')}</span>}
        </>
      ),
    },
    { id: 'title', header: t('sdocEditor.list.docTitle'), className: 'max-w-md truncate', cell: (doc) => <span title={doc.title}>{doc.title}</span> },
    { id: 'author', header: t('sdocEditor.list.author'), value: (doc) => doc.authorName ?? '' },
    { id: 'updated', header: t('sdocEditor.list.updated'), className: 'whitespace-nowrap', value: (doc) => formatDate(doc.updatedAt) },
    {
      id: 'actions',
      header: '',
      className: 'whitespace-nowrap text-right',
      cell: (doc) => (
        <>
          <Link className={`${linkClass} px-1 text-sm`} to={`/structuredDocuments/view/${doc.id}`} data-testid="sdoc-view">
            {t('sdocEditor.list.view')}
          </Link>
          <Button variant="dangerLink" onClick={() => void remove(doc)} data-testid="sdoc-delete">
            {t('common.delete')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <PageFrame
      title={t('sdocEditor.list.title')}
      actions={
        <>
          {user?.isAdmin && (
            <Link className={linkClass} to="/structuredDocuments/builder" data-testid="sdoc-builder-link">
              {t('sdocEditor.list.builder')}
            </Link>
          )}
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="sdoc-create">
            {t('sdocEditor.list.create')}
          </Button>
        </>
      }
    >
      <input
        className={`${inputClass} max-w-sm`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('sdocEditor.list.searchPlaceholder')}
        aria-label={t('sdocEditor.list.search')}
        data-testid="sdoc-search"
      />
      <DataTable
        columns={columns}
        rows={page.data?.rows ?? NO_DOCUMENTS}
        rowId={(doc) => doc.id}
        testId="sdoc-table"
        problem={<Problem text={page.error ? problemText(page.error) : null} />}
        loading={page.loading && !page.data}
        loadingText={t('sdocEditor.common.loading')}
        empty={page.data ? <span data-testid="sdoc-empty">{search ? t('sdocEditor.list.nothingFound') : t('sdocEditor.list.empty')}</span> : null}
        rowAttributes={(doc) => ({ 'data-testid': 'sdoc-row', 'data-id': doc.id })}
        paging={{ side: 'server', offset, limit: PAGE_SIZE, total: page.data?.total ?? 0, onOffset: setOffset }}
        renderPager={(pager) => <ListPager offset={pager.offset} limit={pager.limit} total={pager.total} onOffset={pager.goTo} />}
      />
      <CreateDocumentDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/structuredDocuments/edit/${id}`)} />
      {confirmElement}
    </PageFrame>
  );
}
