import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import { loadSearch, searchesForInstance, type SavedSearchInfo } from '../api/searchApi';
import { linkClasses } from '../builder/linkClasses';
import { SearchResults } from '../results/SearchResults';

/** One applicable saved search run for the instance: a titled, collapsible, live table. */
function InstanceTable({ search, inst }: { search: SavedSearchInfo; inst: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  // the settings tell which columns hold instances (their links open them)
  const full = useLoad(() => loadSearch(search.id), [search.id]);
  return (
    <section className="rounded border border-gray-200" data-testid="instance-table">
      <header className="flex items-center gap-2 border-b border-gray-100 px-3 py-2">
        <button type="button" className="text-left text-base font-semibold text-gray-900" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="instance-table-toggle">
          <span className="mr-1 inline-block w-4 text-gray-500">{open ? '▾' : '▸'}</span>
          {search.name}
        </button>
        <Link className="ml-auto text-sm text-primary hover:underline" to={`/semantic-search/${search.id}`}>
          {t('semanticSearch.tables.openSearch')}
        </Link>
      </header>
      {open && (
        <div className="p-3">
          <SearchResults target={{ id: search.id }} inst={inst} linkClasses={linkClasses(full.data?.json ?? null, null)} pageSize={full.data?.json.pageSize ?? null} testId={`instance-table-${search.id}`} />
        </div>
      )}
    </section>
  );
}

/** /semantic-tables/{id}: the tables of an instance — each saved search that applies to its classes, run for it. */
export default function SemanticTablesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const found = useLoad(() => searchesForInstance(id), [id]);
  const title = found.data ? t('semanticSearch.tables.titleOf', { name: found.data.instance.name }) : t('semanticSearch.tables.title');
  return (
    <PageFrame title={title}>
      <Problem text={found.error ? problemText(found.error) : null} />
      {found.loading && !found.data && <p className="text-sm text-gray-500">{t('semanticSearch.common.loading')}</p>}
      {found.data && found.data.items.length === 0 && <p className="text-sm text-gray-500">{t('semanticSearch.tables.none')}</p>}
      {found.data?.items.map((search) => <InstanceTable key={search.id} search={search} inst={found.data?.instance.id ?? id} />)}
    </PageFrame>
  );
}
