import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatNumber } from '../../../../i18n/format';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { OwlExportMenu } from '../../owl/OwlExportMenu';
import { fetchOntologyStats } from '../data/mapsApi';
import { useLayoutSaver } from '../data/useLayoutSaver';
import { useMapGraph } from '../data/useMapGraph';
import { classGraph } from '../network/classGraph';
import { NetworkView } from '../network/NetworkView';
import { EntitySearch } from '../ui/EntitySearch';
import { Problem } from '../../../../components/Problem';
import { GraphScreen, linkClass, Notice, notifyProblem, problemText, smallButton } from '../ui/mapsUi';
import { MapEditorToolbar } from './MapEditorToolbar';
import { useMapEditing } from './useMapEditing';
import { MapSharingPanel, ReadOnlyNotice, useEditRights } from '../../rights';

/** /ontologies/:map_id: the map's classes and relations as an editable graph whose layout is kept with the map. */
export function MapEditorView({ mapId }: { mapId: string }) {
  const { t } = useTranslation();
  const graph = useMapGraph(mapId);
  const data = graph.data;
  useContextTitle(data?.map?.caption ?? null);
  // with every class of the map at hand, positions of classes taken off it are dropped when saving
  const keep = useMemo(() => (data && data.total <= data.classes.length ? new Set(data.classes.map((c) => c.id)) : null), [data]);
  const saver = useLayoutSaver(mapId, data?.map?.layout ?? null, keep, (error) => notifyProblem(error, t('maps.editor.layoutSaveFailed')));
  const mayEdit = useEditRights().mayEditMap(mapId);
  const [sharingOpen, setSharingOpen] = useState(false);
  const [selectedNode, setSelectedNode] = useState<string | null>(null);
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string; seq: number } | null>(null);
  const model = useMemo(() => (data ? classGraph(data.classes, data.properties, { layout: saver.layout.current }) : null), [data, saver.layout]);
  const editing = useMapEditing(mapId, data, graph.reload);
  // the map's other counts come with every reload of the graph; they are a convenience, so a failure is logged only
  const stats = useLoad(
    () =>
      fetchOntologyStats(mapId).then(
        (answer) => answer.maps.find((m) => m.id === mapId) ?? null,
        (error: unknown) => {
          console.error('ontology stats could not be loaded', error);
          return null;
        },
      ),
    [mapId, data],
  );
  const classOptions = useMemo(() => (data?.classes ?? []).map((c) => ({ id: c.id, name: c.caption })), [data]);

  if (graph.error && !data) return <Problem text={problemText(graph.error, t('maps.common.loadFailed'))} />;
  if (!data || !model) return <p className="p-4 text-sm text-gray-500">{t('maps.common.loading')}</p>;
  if (!data.map) return <Problem text={t('maps.editor.notFound')} />;

  const relations = model.edges.filter((e) => e.kind === 'property').length;
  const links = [
    { to: `/ontology-doc/${mapId}`, label: t('maps.editor.linkDoc') },
    { to: `/ontology-gloss/${mapId}`, label: t('maps.editor.linkGloss') },
    { to: `/workspace/${mapId}`, label: t('maps.editor.linkWorkspace') },
    { to: `/ontology/${mapId}`, label: t('maps.editor.linkTriplets') },
  ];
  return (
    <GraphScreen
      title={
        <span className="flex flex-wrap items-baseline gap-3">
          <span data-testid="map-title">{data.map.caption}</span>
          <span className="text-sm font-normal text-gray-600" data-testid="map-counts">
            {t('maps.editor.counts', { classes: formatNumber(data.total), relations: formatNumber(relations) })}
          </span>
          {stats.data && (
            <span className="text-sm font-normal text-gray-600" data-testid="map-stats">
              {t('maps.editor.moreCounts', { dataProperties: formatNumber(stats.data.dataProperties), individuals: formatNumber(stats.data.individuals) })}
            </span>
          )}
        </span>
      }
      actions={
        <>
          {links.map((l) => (
            <Link key={l.to} className={`${linkClass} text-sm`} to={l.to}>
              {l.label}
            </Link>
          ))}
          <Link className={`${linkClass} text-sm`} to="/ontologies">
            {t('maps.editor.allMaps')}
          </Link>
          <OwlExportMenu mapId={mapId} />
          <button type="button" className={smallButton} aria-expanded={sharingOpen} onClick={() => setSharingOpen((open) => !open)} data-testid="map-sharing-toggle">
            {t('rights.sharing.title')}
          </button>
        </>
      }
      toolbar={
        <>
          {mayEdit && <MapEditorToolbar editing={editing} selectedNode={selectedNode} selectedEdge={selectedEdge} model={model} classOptions={classOptions} />}
          <EntitySearch
            placeholder={t('maps.editor.searchNode')}
            testId="map-node-search"
            delay={0}
            search={(text) => model.nodes.filter((n) => n.label.toLowerCase().includes(text.trim().toLowerCase())).slice(0, 20).map((n) => ({ id: n.id, name: n.label }))}
            onPick={(found) => {
              setSelectedNode(found.id);
              setFocus({ id: found.id, seq: Date.now() });
            }}
          />
          <span className="text-xs text-gray-600" data-testid="map-pinned">
            {t('maps.editor.pinned', { n: formatNumber(saver.pinned) })}
          </span>
          {mayEdit && saver.pinned > 0 && (
            <button type="button" className={smallButton} onClick={() => void saver.reset().then(graph.reload, (error: unknown) => notifyProblem(error, t('maps.editor.layoutSaveFailed')))}>
              {t('maps.editor.resetLayout')}
            </button>
          )}
        </>
      }
    >
      <div className="flex min-h-0 flex-1 flex-col gap-2">
        <ReadOnlyNotice mapId={mapId} />
        {sharingOpen && <MapSharingPanel mapId={mapId} />}
        <Notice text={model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
        <Notice text={data.total > data.classes.length ? t('maps.common.cappedClasses', { shown: formatNumber(data.classes.length), total: formatNumber(data.total) }) : null} />
        {model.nodes.length === 0 && <p className="text-sm text-gray-500">{t('maps.editor.empty')}</p>}
        <div className="relative min-h-[420px] flex-1">
          {editing.connecting && (
            // over the graph, not above it: the canvas must not move while an edge is being drawn
            <div role="status" className="absolute top-2 left-2 z-10 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900">
              {t('maps.editor.connectHint')}
            </div>
          )}
          <NetworkView
            nodes={model.nodes}
            edges={model.edges}
            selectedNodeId={selectedNode}
            selectedEdgeId={selectedEdge}
            focus={focus}
            onSelectNode={(id) => {
              setSelectedNode(id);
              setSelectedEdge(null);
            }}
            onSelectEdge={(id) => {
              setSelectedEdge(id);
              setSelectedNode(null);
            }}
            onDoubleClickNode={mayEdit ? (id) => editing.askRename(id) : undefined}
            onNodesMoved={mayEdit ? saver.moved : undefined}
            connecting={editing.connecting}
            onConnect={editing.connected}
          />
        </div>
      </div>
      {editing.dialogs}
    </GraphScreen>
  );
}
