import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { getData } from '../../../app/api/dataApi';
import { formatNumber } from '../../../i18n/format';
import { useLoad } from '../../../components/useLoad';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { useEntityChanges } from '../shared/useEntityChanges';
import { Button } from '../../../components/Button';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { Pager } from '../shared/ui/Pager';
import { usePageSize } from '../shared/ui/usePageSize';
import { inputClass, linkClass, tableClass, tableWrapClass, tdClass, thClass } from '../shared/ui/styles';
import { countInstances, fetchClassList } from './classApi';
import { ClassCard } from './ClassCard';
import { ClassCreateDialog } from './ClassCreateDialog';
import { useDeleteClass } from './useDeleteClass';

/** /class_list: the classes in a table; /class_list/{term_id}: one class's card. */
export default function ClassListPage() {
  const { term_id: termId } = useParams<{ term_id?: string }>();
  return termId ? <ClassCard key={termId} id={termId} /> : <ClassList />;
}

async function fetchMaps(): Promise<Array<{ id: string; name: string }>> {
  const res = await getData({ class: META_CLASS.OntologyMap, fields: [{ prop: 'name' }], limit: 500 });
  return res.rows.map((r) => ({ id: r.inst, name: String(r.val ?? '') }));
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
  const maps = useLoad(fetchMaps, []);

  // typing settles for a moment before the list is asked again (platform spec §9: 500 ms)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setOffset(0);
    }, 500);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = useLoad(async () => {
    const list = await fetchClassList({ search, offset, limit, showBuiltIn, map, lang });
    const counts = await countInstances(list.entries.map((e) => e.id));
    return { ...list, counts };
  }, [search, offset, limit, showBuiltIn, map, lang]);
  const { reload } = page;
  useEntityChanges([META_CLASS.Class], useCallback(() => reload(), [reload]));

  return (
    <PageFrame
      className="min-h-0 gap-3 p-4"
      title={t('classes.list.title')}
      actions={
        <>
          <Link className={linkClass} to="/class_tree">
            {t('classes.list.tree')}
          </Link>
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="class-create">
            {t('classes.list.create')}
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <input className={`${inputClass} max-w-xs`} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('classes.list.searchPlaceholder')} aria-label={t('classes.common.search')} data-testid="class-search" />
        <select className="rounded border border-gray-300 px-2 py-1 text-sm" value={map ?? ''} onChange={(e) => (setMap(e.target.value || null), setOffset(0))} aria-label={t('classes.common.map')}>
          <option value="">{t('classes.common.allMaps')}</option>
          {(maps.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input type="checkbox" checked={showBuiltIn} onChange={(e) => (setShowBuiltIn(e.target.checked), setOffset(0))} />
          {t('classes.common.showBuiltIn')}
        </label>
      </div>
      <Problem text={page.error ? problemText(page.error) : null} />
      <div className={tableWrapClass}>
        <table className={tableClass} data-testid="class-table">
          <thead>
            <tr>
              {[t('classes.common.name'), t('classes.common.labelRu'), t('classes.common.labelEn'), t('classes.common.parents'), t('classes.list.instances'), t('classes.common.iri'), ''].map((h, n) => (
                <th key={n} className={thClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(page.data?.entries ?? []).map((c) => (
              <tr key={c.id} className="hover:bg-primary-light/40">
                <td className={tdClass}>
                  <Link className={linkClass} to={`/class_list/${c.id}`}>
                    {c.name}
                  </Link>
                </td>
                <td className={tdClass}>{c.ru}</td>
                <td className={tdClass}>{c.en}</td>
                <td className={tdClass}>
                  {c.parents.map((p, n) => (
                    <span key={p.id}>
                      {n > 0 && ', '}
                      <Link className={linkClass} to={`/class_list/${p.id}`}>
                        {p.name}
                      </Link>
                    </span>
                  ))}
                </td>
                <td className={`${tdClass} text-right`}>
                  <Link className={linkClass} to={`/examp_list/${c.id}`}>
                    {formatNumber(page.data?.counts.get(c.id) ?? 0)}
                  </Link>
                </td>
                <td className={`${tdClass} max-w-xs truncate text-gray-500`} title={c.iri}>
                  {c.iri}
                </td>
                <td className={`${tdClass} text-right`}>
                  <Button variant="dangerLink" onClick={() => void remove(c).then((done) => done && reload())}>
                    {t('classes.common.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.loading && !page.data && <p className="p-2 text-sm text-gray-500">{t('classes.common.loading')}</p>}
        {page.data?.entries.length === 0 && <p className="p-2 text-sm text-gray-500">{t('classes.common.empty')}</p>}
      </div>
      <Pager offset={offset} limit={limit} total={page.data?.total ?? 0} onOffset={setOffset} sizeChoice={choice} onSizeChoice={(n) => (setChoice(n), setOffset(0))} />
      <ClassCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/class_list/${id}`)} />
      {confirmElement}
    </PageFrame>
  );
}
