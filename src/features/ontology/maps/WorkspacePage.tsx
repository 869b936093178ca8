import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatNumber } from '../../../i18n/format';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { searchClasses } from './data/classGraphApi';
import { addToMap, removeFromMap } from './data/mapEditing';
import { useMapGraph } from './data/useMapGraph';
import { classGraph } from './network/classGraph';
import { NetworkView } from './network/NetworkView';
import { EntitySearch } from './ui/EntitySearch';
import { Problem } from '../../../components/Problem';
import { GraphScreen, inputClass, linkClass, Notice, notifyDone, notifyProblem, problemText } from './ui/mapsUi';
import { ClassCardPanel } from './workspace/ClassCardPanel';

/** /workspace/:map_id: the map's classes on the left, its graph in the middle, the selected class's card on the right. */
export default function WorkspacePage() {
  const { t } = useTranslation();
  const { map_id: mapId = '' } = useParams();
  const graph = useMapGraph(mapId);
  const data = graph.data;
  useContextTitle(data?.map?.caption ?? null);
  const [selected, setSelected] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string; seq: number } | null>(null);
  const [filter, setFilter] = useState('');
  const [cardVersion, setCardVersion] = useState(0);
  const model = useMemo(() => (data ? classGraph(data.classes, data.properties, { layout: data.map?.layout }) : null), [data]);
  const onMap = useMemo(() => new Set((data?.classes ?? []).map((c) => c.id)), [data]);

  if (graph.error && !data) return <Problem text={problemText(graph.error, t('maps.common.loadFailed'))} />;
  if (!data || !model) return <p className="p-4 text-sm text-gray-500">{t('maps.common.loading')}</p>;
  if (!data.map) return <Problem text={t('maps.editor.notFound')} />;

  const select = (id: string | null) => {
    setSelected(id);
    if (id) setFocus({ id, seq: Date.now() });
  };
  async function add(id: string, name: string) {
    try {
      await addToMap([id], mapId);
      notifyDone(t('maps.workspace.added', { name }));
      graph.reload();
      setSelected(id);
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
    }
  }
  async function remove(id: string, name: string) {
    try {
      await removeFromMap([id], mapId);
      notifyDone(t('maps.editor.removedFromMap', { name }));
      if (selected === id) setSelected(null);
      graph.reload();
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
    }
  }
  const needle = filter.trim().toLowerCase();
  const listed = needle ? data.classes.filter((c) => `${c.caption} ${c.name}`.toLowerCase().includes(needle)) : data.classes;
  return (
    <GraphScreen
      title={t('maps.workspace.title', { name: data.map.caption })}
      actions={
        <>
          <EntitySearch
            placeholder={t('maps.workspace.addExisting')}
            testId="workspace-add"
            search={async (text) => (await searchClasses(text, 30)).filter((c) => !onMap.has(c.id)).map((c) => ({ id: c.id, name: c.caption }))}
            onPick={(found) => void add(found.id, found.name)}
          />
          <Link className={`${linkClass} text-sm`} to={`/ontologies/${mapId}`}>
            {t('maps.triplets.openMap')}
          </Link>
        </>
      }
    >
      <aside className="flex w-60 shrink-0 flex-col gap-2 text-sm">
        <input className={inputClass} placeholder={t('maps.workspace.filter')} aria-label={t('maps.workspace.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
        <p className="text-gray-600">{t('maps.taxonomy.classCount', { n: formatNumber(data.total) })}</p>
        <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="workspace-classes">
          {listed.map((c) => (
            <li key={c.id} className={`group flex items-center gap-1 rounded px-1 ${c.id === selected ? 'bg-amber-100' : 'hover:bg-gray-50'}`}>
              <button type="button" className="min-w-0 flex-1 truncate py-0.5 text-left" onClick={() => select(c.id)} data-testid="workspace-class">
                {c.caption || '—'}
              </button>
              <button type="button" className="invisible text-xs text-red-700 group-hover:visible" title={t('maps.editor.removeFromMap')} aria-label={`${t('maps.editor.removeFromMap')}: ${c.caption}`} onClick={() => void remove(c.id, c.caption)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        <Notice text={model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
        <div className="min-h-[420px] flex-1">
          <NetworkView nodes={model.nodes} edges={model.edges} selectedNodeId={selected} focus={focus} onSelectNode={setSelected} />
        </div>
      </div>
      <aside className="w-72 shrink-0 overflow-y-auto border-l border-gray-200 pl-3">
        {selected ? (
          <ClassCardPanel
            classId={selected}
            version={cardVersion}
            onSaved={() => {
              setCardVersion((v) => v + 1);
              graph.reload();
            }}
          />
        ) : (
          <p className="text-sm text-gray-500">{t('maps.workspace.selectClass')}</p>
        )}
      </aside>
    </GraphScreen>
  );
}
