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
import { showMessage } from '../../../../shell/messages/messageStore';
import { shellState } from '../../../../shell/state/shellState';
import type { DocumentHeader } from '../../../../../realtime/protocol/documents/structured';
import { deleteDocument, listDocuments } from '../documentsApi';
import { inputClass, linkClass, tableClass, tableWrapClass, tdClass, thClass } from '../editor/ui/styles';
import { CreateDocumentDialog } from './CreateDocumentDialog';
import { ListPager } from './ListPager';

const PAGE_SIZE = 30;
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

  const rows = page.data?.rows ?? [];
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
      <Problem text={page.error ? problemText(page.error) : null} />
      <div className={tableWrapClass}>
        <table className={tableClass} data-testid="sdoc-table">
          <thead>
            <tr>
              {[t('sdocEditor.list.name'), t('sdocEditor.list.docTitle'), t('sdocEditor.list.author'), t('sdocEditor.list.updated'), ''].map((h, n) => (
                <th key={n} className={thClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((doc) => (
              <tr key={doc.id} className="hover:bg-primary-light/40" data-testid="sdoc-row" data-id={doc.id}>
                <td className={tdClass}>
                  <Link className={linkClass} to={`/structuredDocuments/edit/${doc.id}`} data-testid="sdoc-open">
                    {doc.name}
                  </Link>
                  {doc.isPublic && <span className="ml-2 rounded bg-green-50 px-1 text-xs text-green-800">{t('sdocEditor.list.public')}</span>}
                </td>
                <td className={`${tdClass} max-w-md truncate`} title={doc.title}>
                  {doc.title}
                </td>
                <td className={tdClass}>{doc.authorName ?? ''}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDate(doc.updatedAt)}</td>
                <td className={`${tdClass} whitespace-nowrap text-right`}>
                  <Link className={`${linkClass} px-1 text-sm`} to={`/structuredDocuments/view/${doc.id}`} data-testid="sdoc-view">
                    {t('sdocEditor.list.view')}
                  </Link>
                  <Button variant="dangerLink" onClick={() => void remove(doc)} data-testid="sdoc-delete">
                    {t('common.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.loading && !page.data && <p className="p-2 text-sm text-gray-500">{t('sdocEditor.common.loading')}</p>}
        {page.data && rows.length === 0 && (
          <p className="p-2 text-sm text-gray-500" data-testid="sdoc-empty">
            {search ? t('sdocEditor.list.nothingFound') : t('sdocEditor.list.empty')}
          </p>
        )}
      </div>
      <ListPager offset={offset} limit={PAGE_SIZE} total={page.data?.total ?? 0} onOffset={setOffset} />
      <CreateDocumentDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/structuredDocuments/edit/${id}`)} />
      {confirmElement}
    </PageFrame>
  );
}
