import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { formatNumber } from '../../../i18n/format';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { searchClasses } from './data/classGraphApi';
import { fetchNeighbourhood, mergeNeighbourhoods, type Neighbourhood } from './data/neighbourhood';
import { useLiveReload } from './data/useLiveReload';
import { fetchGraphConfig } from './graphs/graphConfigApi';
import { classGraph } from './network/classGraph';
import { NetworkView } from './network/NetworkView';
import { EntitySearch } from './ui/EntitySearch';
import { PageFrame } from '../../../components/PageFrame';
import { Problem } from '../../../components/Problem';
import { GraphScreen, linkClass, Notice, notifyProblem, problemText } from './ui/mapsUi';
import { DepthSelect } from './ui/DepthSelect';

/**
 * /ontomap/:term_id[/:view_id]: the ontology around a class — parents, children and classes
 * related through object properties, to a chosen depth; a double click expands a node. view_id
 * is a graph configuration whose properties, subclass edges and physics are applied.
 */
export default function OntomapPage() {
  const { t } = useTranslation();
  const { term_id: termId, view_id: viewId } = useParams();
  const navigate = useNavigate();
  const search = (
    <EntitySearch
      placeholder={t('maps.ontomap.search')}
      testId="ontomap-search"
      width="w-80"
      search={async (text) => (await searchClasses(text)).map((c) => ({ id: c.id, name: c.caption }))}
      onPick={(found) => navigate(viewId ? `/ontomap/${found.id}/${viewId}` : `/ontomap/${found.id}`)}
    />
  );
  if (!termId) {
    return (
      <PageFrame title={t('maps.ontomap.title')}>
        <p className="text-sm text-gray-600">{t('maps.ontomap.intro')}</p>
        {search}
      </PageFrame>
    );
  }
  return <TermMap key={termId} termId={termId} viewId={viewId ?? null} search={search} />;
}

function TermMap({ termId, viewId, search }: { termId: string; viewId: string | null; search: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [depth, setDepth] = useState(1);
  const [expanded, setExpanded] = useState<Neighbourhood | null>(null);
  const [selected, setSelected] = useState<string | null>(termId);
  const around = useLoad(() => fetchNeighbourhood([termId], depth), [termId, depth]);
  const view = useLoad(async () => (viewId ? fetchGraphConfig(viewId) : null), [viewId]);
  useLiveReload([META_CLASS.Class, META_CLASS.ObjectProperty], around.reload);
  useEffect(() => setExpanded(null), [depth]);
  const data = useMemo(() => (around.data ? (expanded ? mergeNeighbourhoods(around.data, expanded) : around.data) : null), [around.data, expanded]);
  const term = data?.classes.find((c) => c.id === termId) ?? null;
  useContextTitle(term?.caption ?? null);
  const settings = view.data?.settings;
  const model = useMemo(() => {
    if (!data) return null;
    const allowed = settings && settings.properties.length > 0 ? new Set(settings.properties.map((p) => p.id)) : null;
    const graph = classGraph(data.classes, allowed ? data.properties.filter((p) => allowed.has(p.id)) : data.properties, { focusId: termId });
    return settings && !settings.subclassEdges ? { ...graph, edges: graph.edges.filter((e) => e.kind !== 'subclass') } : graph;
  }, [data, settings, termId]);
  const chosen = data?.classes.find((c) => c.id === selected) ?? null;

  async function expand(id: string) {
    try {
      const more = await fetchNeighbourhood([id], 1);
      setExpanded((before) => (before ? mergeNeighbourhoods(before, more) : more));
    } catch (error) {
      notifyProblem(error, t('maps.common.loadFailed'));
    }
  }

  return (
    <GraphScreen
      title={t('maps.ontomap.termTitle', { name: term?.caption ?? '' })}
      actions={
        <>
          {search}
          <DepthSelect label={t('maps.ontomap.depth')} value={depth} onChange={setDepth} testId="ontomap-depth" />
          {view.data && (
            <Link className={`${linkClass} text-sm`} to={`/graphs/${view.data.id}`}>
              {t('maps.ontomap.view', { name: view.data.name })}
            </Link>
          )}
        </>
      }
      toolbar={
        chosen && (
          <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="ontomap-selected">
            <span className="font-medium">{chosen.name}</span>
            <Link className={linkClass} to={`/class_list/${chosen.id}`}>
              {t('maps.editor.openCard')}
            </Link>
            <Link className={linkClass} to={`/taxonomy-graph/${chosen.id}`}>
              {t('maps.workspace.taxonomy')}
            </Link>
            {chosen.id !== termId && (
              <button type="button" className={linkClass} onClick={() => navigate(viewId ? `/ontomap/${chosen.id}/${viewId}` : `/ontomap/${chosen.id}`)}>
                {t('maps.ontomap.centre')}
              </button>
            )}
            <button type="button" className={linkClass} onClick={() => void expand(chosen.id)}>
              {t('maps.ontomap.expand')}
            </button>
          </div>
        )
      }
    >
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        {Boolean(around.error) && <Problem text={problemText(around.error, t('maps.common.loadFailed'))} />}
        {!data && !around.error && <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>}
        {data && !term && <Problem text={t('maps.taxonomy.notFound')} />}
        {model && term && (
          <>
            <Notice text={model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
            <p className="text-xs text-gray-500">{t('maps.ontomap.hint')}</p>
            <div className="min-h-[420px] flex-1">
              <NetworkView
                nodes={model.nodes}
                edges={model.edges}
                selectedNodeId={selected}
                onSelectNode={setSelected}
                onDoubleClickNode={(id) => void expand(id)}
                physics={settings?.physics}
              />
            </div>
          </>
        )}
      </div>
    </GraphScreen>
  );
}
