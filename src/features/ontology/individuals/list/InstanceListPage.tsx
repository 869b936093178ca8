import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { outlinedButton, primaryButton } from '../../../../components/buttonClasses';
import { formatNumber } from '../../../../i18n/format';
import { showMessage } from '../../../../state/messageStore';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { useEntityChanges } from '../../../../components/useEntityChanges';
import { ontologyClient, type OntologyEntity } from '../../client';
import type { SortRule } from '../../../../components/dataTable';
import { fetchClassCaption, fetchClassFields, fetchInstancePage, fetchSortPreference, fetchViews, saveSortPreference } from '../individualsApi';
import { PageFrame } from '../../../../components/PageFrame';
import { Problem, problemText } from '../../../../components/Problem';
import { inputClass, linkClass, smallButton, useConfirmDelete } from '../ui';
import { BulkCreateDialog } from './BulkCreateDialog';
import { InstanceTable } from './InstanceTable';
import { listColumns } from './listColumns';
import { sortColumnsOf, sortRulesOf, type SortColumn } from './sortPreference';
import { ReadOnlyNotice, useEditRights } from '../../rights';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';

const PAGE = 50;
const NO_INSTANCES: OntologyEntity[] = [];

/** /examp_list/{class}: the class's instances, live, with its views, saved sort, search, paging, create and delete. */
export function InstanceListPage({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const [recursive, setRecursive] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [viewId, setViewId] = useState<string | null>(null);
  const [sort, setSort] = useState<SortColumn[] | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [confirm, confirmElement] = useConfirmDelete();

  const rights = useEditRights();
  const meta = useLoad(async () => {
    const [caption, fields, views] = await Promise.all([
      fetchClassCaption(classId),
      fetchClassFields(classId),
      // views and the saved sort are conveniences: the list works without them (platform spec: logged only)
      fetchViews(classId).catch((e: unknown) => (console.error('class views failed', e), [])),
    ]);
    return { caption, fields, views };
  }, [classId, i18n.language, rights.version]);
  // a new instance's form is read only when the class belongs to maps the user does not edit
  const mayCreate = meta.data?.fields.some((f) => f.prop === META_PROP.name && !f.readonly) ?? false;
  useContextTitle(meta.data?.caption ?? null);

  useEffect(() => {
    setSort(null);
    setPage(0);
    setViewId(null);
    fetchSortPreference(classId).then(setSort, (e: unknown) => {
      console.error('sort preference failed', e);
      setSort([]);
    });
  }, [classId]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText);
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const views = meta.data?.views ?? [];
  const view = views.find((v) => v.id === viewId) ?? (viewId === 'default' ? null : (views[0] ?? null));
  const columns = useMemo(
    () => (meta.data ? listColumns(meta.data.fields, view, { stage: t('individuals.list.stage'), class: t('individuals.list.class'), id: t('individuals.list.id') }) : []),
    [meta.data, view, t],
  );
  const effectiveSort = sort && sort.length > 0 ? sort : view?.sort ? [view.sort] : [];
  const sortRules = useMemo(() => sortRulesOf(effectiveSort), [JSON.stringify(effectiveSort)]);

  const list = useLoad(async () => {
    if (!meta.data || sort === null) return null;
    const links = columns.filter((c) => c.kind === 'object').map((c) => c.prop);
    const result = await fetchInstancePage({ classId, recursive, search, sort: effectiveSort, fields: columns.map((c) => c.prop), links, offset: page * PAGE, limit: PAGE });
    return { instances: result.entities, total: result.total };
  }, [classId, recursive, search, page, JSON.stringify(effectiveSort), columns, meta.data, sort === null, i18n.language, rights.version]);

  // another user's change to an instance of the class (or of a subclass) reloads the page at once
  const reloadSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = list.reload;
  useEntityChanges([classId], useCallback(() => {
    if (reloadSoon.current) clearTimeout(reloadSoon.current);
    reloadSoon.current = setTimeout(reload, 150);
  }, [reload]));
  useEffect(() => () => { if (reloadSoon.current) clearTimeout(reloadSoon.current); }, []);

  function sortBy(rules: SortRule[]) {
    const next = sortColumnsOf(rules);
    setSort(next);
    setPage(0);
    saveSortPreference(classId, next).catch((e: unknown) => console.error('saving the sort preference failed', e));
  }

  async function remove(instance: OntologyEntity) {
    const name = instance.name;
    if (!(await confirm(t('individuals.list.deleteConfirm', { name })))) return;
    try {
      await ontologyClient.remove(instance.id);
    } catch (error) {
      // links to it (or members, for a class) need del_force: ask once more, naming why
      if (!(await confirm(`${problemText(error)}\n${t('individuals.list.deleteLinked', { name })}`))) return;
      try {
        await ontologyClient.remove(instance.id, { force: true });
      } catch (forced) {
        showMessage({ kind: 'error', text: problemText(forced) });
        return;
      }
    }
    showMessage({ kind: 'success', text: t('individuals.list.deleted', { name }) });
    list.reload();
  }

  const total = list.data?.total ?? 0;
  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('individuals.list.title', { name: meta.data?.caption ?? '…' })}
      actions={
        <>
          <Link className={`${linkClass} text-sm`} to="/examp_list">
            {t('individuals.list.allClasses')}
          </Link>
          {mayCreate && (
            <>
              <button type="button" className={outlinedButton} onClick={() => setBulkOpen(true)} data-testid="bulk-open">
                {t('individuals.list.bulk')}
              </button>
              <Link className={primaryButton} to={`/examp_list/${classId}?inst=new`} data-testid="instance-create">
                {t('individuals.list.create')}
              </Link>
            </>
          )}
        </>
      }
    >
      {meta.data && <ReadOnlyNotice entityReadOnly={!mayCreate} />}
      <div className="flex flex-wrap items-center gap-3">
        <input className={`${inputClass} w-72`} placeholder={t('individuals.list.search')} aria-label={t('individuals.list.search')} value={searchText} onChange={(e) => setSearchText(e.target.value)} data-testid="instance-search" />
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={recursive} onChange={(e) => { setRecursive(e.target.checked); setPage(0); }} data-testid="instance-recursive" />
          {t('individuals.list.recursive')}
        </label>
        {views.length > 0 ? (
          <label className="flex items-center gap-1 text-sm text-gray-700">
            {t('individuals.list.view')}
            <select className={inputClass} value={view?.id ?? 'default'} onChange={(e) => setViewId(e.target.value)} data-testid="instance-view">
              {views.map((v) => (
                <option key={v.id} value={v.id}>{v.name}</option>
              ))}
              <option value="default">{t('individuals.list.defaultView')}</option>
            </select>
          </label>
        ) : null}
        <span className="ml-auto text-sm text-gray-600" data-testid="instance-total">{t('individuals.list.total', { n: formatNumber(total) })}</span>
      </div>
      <Problem multiline text={meta.error ? problemText(meta.error) : list.error ? t('individuals.list.loadFailed', { error: problemText(list.error) }) : null} />
      <p className="text-xs text-gray-500">{t('individuals.list.sortHint')}</p>
      <InstanceTable
        classId={classId}
        columns={columns}
        instances={list.data?.instances ?? NO_INSTANCES}
        sort={sortRules}
        onSort={sortBy}
        onDelete={remove}
        loading={list.loading}
        paging={{ offset: page * PAGE, limit: PAGE, total, onOffset: (offset) => setPage(Math.floor(offset / PAGE)) }}
        renderPager={(pager) =>
          pager.pages > 1 ? (
            <div className="flex items-center gap-2 text-sm">
              <button type="button" className={smallButton} disabled={!pager.canPrevious} onClick={() => pager.goTo(pager.offset - pager.limit)}>{t('individuals.list.prev')}</button>
              <span>{t('individuals.list.page', { page: pager.page + 1, pages: pager.pages })}</span>
              <button type="button" className={smallButton} disabled={!pager.canNext} onClick={() => pager.goTo(pager.offset + pager.limit)}>{t('individuals.list.next')}</button>
            </div>
          ) : null
        }
      />
      {meta.data ? <BulkCreateDialog open={bulkOpen} onClose={() => setBulkOpen(false)} classId={classId} fields={meta.data.fields} onCreated={list.reload} /> : null}
      {confirmElement}
    </PageFrame>
  );
}
