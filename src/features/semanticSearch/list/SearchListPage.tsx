import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import { formatDate } from '../../../i18n/format';
import { showMessage } from '../../../state/messageStore';
import { copySearch, deleteSearch, listSearches, type SavedSearchInfo } from '../api/searchApi';

const NONE: SavedSearchInfo[] = [];

/** /semantic-search: the saved searches the user may read; filter by name, create, open, copy, delete. */
export function SearchListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLoad(listSearches, []);
  const [filter, setFilter] = useState('');
  const [confirm, confirmElement] = useConfirm();
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (list.data ?? NONE).filter((s) => !q || s.name.toLowerCase().includes(q));
  }, [list.data, filter]);

  async function copy(search: SavedSearchInfo) {
    try {
      const copied = await copySearch(search.id);
      showMessage({ text: t('semanticSearch.list.copied', { name: copied.name }), kind: 'success' });
      navigate(`/semantic-search/${copied.id}`);
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  async function remove(search: SavedSearchInfo) {
    if (!(await confirm({ title: t('semanticSearch.list.deleteTitle'), text: t('semanticSearch.list.deleteText', { name: search.name }) }))) return;
    try {
      await deleteSearch(search.id);
      showMessage({ text: t('semanticSearch.list.deleted', { name: search.name }), kind: 'success' });
      list.reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }

  const columns: DataColumn<SavedSearchInfo>[] = [
    {
      id: 'name',
      header: t('semanticSearch.list.name'),
      sortable: true,
      value: (s) => s.name,
      cell: (s) => (
        <Link className="text-primary hover:underline" to={`/semantic-search/${s.id}`} data-testid="search-open">
          {s.name}
        </Link>
      ),
    },
    { id: 'rootClass', header: t('semanticSearch.list.rootClass'), sortable: true, value: (s) => s.rootClassName },
    { id: 'author', header: t('semanticSearch.list.author'), sortable: true, value: (s) => s.authorName },
    { id: 'date', header: t('semanticSearch.list.date'), sortable: true, value: (s) => s.dateCreate, cell: (s) => formatDate(s.dateCreate) },
    {
      id: 'actions',
      header: '',
      className: 'text-right whitespace-nowrap',
      cell: (s) => (
        <>
          <Button variant="link" onClick={() => void copy(s)} data-testid="search-copy">
            {t('semanticSearch.list.copy')}
          </Button>
          {s.mayEdit && (
            <Button variant="dangerLink" onClick={() => void remove(s)} data-testid="search-delete">
              {t('semanticSearch.list.delete')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('semanticSearch.list.title')}
      actions={
        <>
          <input
            className="rounded border border-gray-300 px-2 py-1 text-sm"
            placeholder={t('semanticSearch.list.filter')}
            aria-label={t('semanticSearch.list.filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="search-filter"
          />
          <Button variant="primary" onClick={() => navigate('/semantic-search/new')} data-testid="search-create">
            {t('semanticSearch.list.create')}
          </Button>
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={shown}
        rowId={(s) => s.id}
        sorting={{ side: 'client', initial: [{ id: 'name', desc: false }] }}
        look="plain"
        notesAt="alone"
        problem={<Problem text={list.error ? problemText(list.error) : null} />}
        loading={list.loading && !list.data}
        empty={list.data ? (filter ? t('semanticSearch.list.nothingFound') : t('semanticSearch.list.empty')) : null}
        rowAttributes={() => ({ 'data-testid': 'search-row' })}
      />
      {confirmElement}
    </PageFrame>
  );
}
