import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { formatNumber } from '../../../i18n/format';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { fetchTaxonomy } from './data/taxonomyApi';
import { searchClasses } from './data/classGraphApi';
import { useLiveReload } from './data/useLiveReload';
import { NetworkView } from './network/NetworkView';
import { taxonomyGraph, taxonomyLevels } from './network/taxonomyGraph';
import { EntitySearch } from './ui/EntitySearch';
import { Problem } from '../../../components/Problem';
import { GraphScreen, linkClass, Notice, problemText } from './ui/mapsUi';
import { DepthSelect } from './ui/DepthSelect';

const DEPTHS = [1, 2, 3, 4, 5, 0] as const;

/** /taxonomy-graph/:id: the subclasses below a class and the paths above it, drawn top-down. */
export default function TaxonomyGraphPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [depth, setDepth] = useState<number>(0);
  const [selected, setSelected] = useState<string | null>(null);
  const taxonomy = useLoad(() => fetchTaxonomy(id, depth), [id, depth]);
  useLiveReload([META_CLASS.Class], taxonomy.reload);
  const data = taxonomy.data;
  useContextTitle(data?.root?.caption ?? null);
  const model = useMemo(() => (data?.root ? taxonomyGraph(data.root.id, data.classes) : null), [data]);
  const levels = useMemo(() => (data?.root ? taxonomyLevels(data.root.id, data.classes) : new Map<string, number>()), [data]);
  const chosen = data?.classes.find((c) => c.id === selected) ?? null;

  return (
    <GraphScreen
      title={t('maps.taxonomy.title', { name: data?.root?.caption ?? '' })}
      actions={
        <>
          <EntitySearch
            placeholder={t('maps.taxonomy.otherClass')}
            testId="taxonomy-search"
            search={async (text) => (await searchClasses(text)).map((c) => ({ id: c.id, name: c.caption }))}
            onPick={(found) => navigate(`/taxonomy-graph/${found.id}`)}
          />
          <DepthSelect label={t('maps.taxonomy.depth')} value={depth} onChange={setDepth} testId="taxonomy-depth" depths={DEPTHS} optionText={(d) => (d === 0 ? t('maps.taxonomy.allLevels') : String(d))} />
          {id && (
            <Link className={`${linkClass} text-sm`} to={`/class_list/${id}`}>
              {t('maps.taxonomy.openCard')}
            </Link>
          )}
        </>
      }
    >
      {Boolean(taxonomy.error) && !data && <Problem text={problemText(taxonomy.error, t('maps.common.loadFailed'))} />}
      {!data && !taxonomy.error && <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>}
      {data && !data.root && <Problem text={t('maps.taxonomy.notFound')} />}
      {data?.root && model && (
        <>
          <aside className="flex w-64 shrink-0 flex-col gap-2 overflow-y-auto text-sm" data-testid="taxonomy-list">
            <p className="text-gray-600">{t('maps.taxonomy.classCount', { n: formatNumber(data.classes.length) })}</p>
            <ul className="flex flex-col gap-0.5">
              {[...data.classes]
                .sort((a, b) => (levels.get(a.id) ?? 0) - (levels.get(b.id) ?? 0) || a.caption.localeCompare(b.caption))
                .map((c) => (
                  <li key={c.id} style={{ paddingLeft: `${(levels.get(c.id) ?? 0) * 10}px` }}>
                    <Link className={`${linkClass} ${c.id === data.root?.id ? 'font-semibold' : ''}`} to={`/class_list/${c.id}`} data-testid="taxonomy-class">
                      {c.caption || '—'}
                    </Link>
                  </li>
                ))}
            </ul>
          </aside>
          <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
            <Notice text={data.capped || model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
            {chosen && (
              <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="taxonomy-selected">
                <span className="font-medium">{chosen.name}</span>
                <Link className={linkClass} to={`/class_list/${chosen.id}`}>
                  {t('maps.taxonomy.openCard')}
                </Link>
                {chosen.id !== id && (
                  <Link className={linkClass} to={`/taxonomy-graph/${chosen.id}`}>
                    {t('maps.taxonomy.fromHere')}
                  </Link>
                )}
              </div>
            )}
            <div className="min-h-[420px] flex-1">
              <NetworkView nodes={model.nodes} edges={model.edges} hierarchical selectedNodeId={selected} onSelectNode={setSelected} onDoubleClickNode={(nodeId) => navigate(`/class_list/${nodeId}`)} />
            </div>
          </div>
        </>
      )}
    </GraphScreen>
  );
}
