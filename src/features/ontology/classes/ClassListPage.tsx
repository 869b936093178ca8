import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatNumber } from '../../../i18n/format';
import { useLoad } from '../../../components/useLoad';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { DataTable, type DataColumn } from '../../../components/dataTable';
import { captionOf, iriOf, labelIn, ontologyClient, parentsOf, type OntologyEntity } from '../client';
import { Pager } from '../shared/ui/Pager';
import { usePageSize } from '../shared/ui/usePageSize';
import { inputClass, linkClass } from '../shared/ui/styles';
import { fetchClassList, fetchMapChoices } from './classApi';
import { ClassCard } from './ClassCard';
import { ClassCreateDialog } from './ClassCreateDialog';
import { useDeleteClass } from './useDeleteClass';
import { ReadOnlyNotice, useEditRights } from '../rights';

const NO_CLASSES: OntologyEntity[] = [];

/** /class_list: the classes in a table; /class_list/{term_id}: one class's card. */
export default function ClassListPage() {
  const { term_id: termId } = useParams<{ term_id?: string }>();
  return termId ? <ClassCard key={termId} id={termId} /> : <ClassList />;
}

function ClassList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [offset, setOffset] = useState(0);
  const [showBuiltIn, setShowBuiltIn] = useState(false);
  const [map, setMap] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { choice, setChoice, limit } = usePageSize();
  const [remove, confirmElement] = useDeleteClass();
  const maps = useLoad(fetchMapChoices, []);

  // typing settles for a moment before the list is asked again (platform spec §9: 500 ms)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setOffset(0);
    }, 500);
    return () => clearTimeout(timer);
  }, [typed]);

  const rights = useEditRights();
  const page = useLoad(async () => {
    const list = await fetchClassList({ search, offset, limit, showBuiltIn, map, lang });
    const counts = await ontologyClient.countByClass(list.entities.map((e) => e.id));
    return { ...list, counts };
  }, [search, offset, limit, showBuiltIn, map, lang, rights.version]);
  const { reload } = page;
  useEntityChanges([META_CLASS.Class], useCallback(() => reload(), [reload]));
  const counts = page.data?.counts;
  const columns = useMemo<DataColumn<OntologyEntity>[]>(
    () => [
      { id: 'name', header: t('classes.common.name'), cell: (c) => <Link className={linkClass} to={`/class_list/${c.id}`}>{c.name}</Link> },
      { id: 'ru', header: t('classes.common.labelRu'), value: (c) => labelIn(c, 'ru') },
      { id: 'en', header: t('classes.common.labelEn'), value: (c) => labelIn(c, 'en') },
      {
        id: 'parents',
        header: t('classes.common.parents'),
        cell: (c) =>
          parentsOf(c).map((p, n) => (
            <span key={p.id}>
              {n > 0 && ', '}
              <Link className={linkClass} to={`/class_list/${p.id}`}>
                {p.name}
              </Link>
            </span>
          )),
      },
      {
        id: 'instances',
        header: t('classes.list.instances'),
        className: 'text-right',
        cell: (c) => (
          <Link className={linkClass} to={`/examp_list/${c.id}`}>
            {formatNumber(counts?.get(c.id) ?? 0)}
          </Link>
        ),
      },
      { id: 'iri', header: t('classes.common.iri'), className: 'max-w-xs truncate text-gray-500', cell: (c) => <span title={iriOf(c)}>{iriOf(c)}</span> },
      {
        id: 'actions',
        header: '',
        className: 'text-right',
        cell: (c) =>
          c.canDelete && (
            <Button variant="dangerLink" onClick={() => void remove({ id: c.id, name: captionOf(c, lang) }).then((done) => done && reload())}>
              {t('classes.common.delete')}
            </Button>
          ),
      },
    ],
    [t, counts, remove, reload, lang],
  );

  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={t('classes.list.title')}
      actions={
        <>
          <Link className={linkClass} to="/class_tree">
            {t('classes.list.tree')}
          </Link>
          {rights.maySomething && (
            <Button variant="primary" onClick={() => setCreating(true)} data-testid="class-create">
              {t('classes.list.create')}
            </Button>
          )}
        </>
      }
    >
      <ReadOnlyNotice />
      <div className="flex flex-wrap items-center gap-3">
        <input className={`${inputClass} max-w-xs`} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('classes.list.searchPlaceholder')} aria-label={t('classes.common.search')} data-testid="class-search" />
        <select className="rounded border border-gray-300 px-2 py-1 text-sm" value={map ?? ''} onChange={(e) => (setMap(e.target.value || null), setOffset(0))} aria-label={t('classes.common.map')}>
          <option value="">{t('classes.common.allMaps')}</option>
          {(maps.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {captionOf(m, lang)}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={showBuiltIn} onChange={(e) => (setShowBuiltIn(e.target.checked), setOffset(0))} />
          {t('classes.common.showBuiltIn')}
        </label>
      </div>
      <DataTable
        columns={columns}
        rows={page.data?.entities ?? NO_CLASSES}
        rowId={(c) => c.id}
        testId="class-table"
        problem={<Problem text={page.error ? problemText(page.error) : null} />}
        loading={page.loading && !page.data}
        loadingText={t('classes.common.loading')}
        empty={page.data ? t('classes.common.empty') : null}
        paging={{ side: 'server', offset, limit, total: page.data?.total ?? 0, onOffset: setOffset }}
        renderPager={(p) => <Pager offset={p.offset} limit={p.limit} total={p.total} onOffset={p.goTo} sizeChoice={choice} onSizeChoice={(n) => (setChoice(n), setOffset(0))} />}
      />
      <ClassCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/class_list/${id}`)} />
      {confirmElement}
    </PageFrame>
  );
}
