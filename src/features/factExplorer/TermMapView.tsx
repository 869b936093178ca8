import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../components/useLoad';
import { Problem, problemText } from '../../components/Problem';
import { NetworkView } from '../ontology';
import { fetchTermMap } from './factExplorerApi';
import { termMapGraph } from './termMapGraph';
import { classPath } from './explorerLocation';
import { linkClass, smallButton } from './explorerUi';

type Props = { inst: string | null; classTerminMap: string | null; onCentre: (classId: string | null) => void };

/** mode=terminmap: the ontology's terms around the instance's classes, or around classTerminMap. */
export function TermMapView({ inst, classTerminMap, onCentre }: Props) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const map = useLoad(() => fetchTermMap(classTerminMap ? { class: classTerminMap } : { inst: inst! }), [inst, classTerminMap, i18n.language]);
  const graph = useMemo(() => (map.data ? termMapGraph(map.data) : { nodes: [], edges: [] }), [map.data]);
  const chosen = selected ? map.data?.nodes.find((n) => n.id === selected) : undefined;
  if (map.error) return <Problem testId="fact-problem" text={problemText(map.error) || t('factExplorer.loadFailed')} />;
  return (
    <div className="flex flex-col gap-2" data-testid="fact-term-map">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {classTerminMap && inst && (
          <button type="button" className={smallButton} onClick={() => onCentre(null)}>
            {t('factExplorer.termMap.instanceClasses')}
          </button>
        )}
        {chosen && (
          <div className="flex flex-wrap items-center gap-2" data-testid="term-map-selected">
            <span className="font-medium text-gray-900">{chosen.caption}</span>
            {!map.data?.centre.includes(chosen.id) && (
              <button type="button" className={smallButton} onClick={() => onCentre(chosen.id)}>
                {t('factExplorer.termMap.centreHere')}
              </button>
            )}
            <Link className={linkClass} to={classPath(chosen.id)}>
              {t('factExplorer.termMap.openClass')}
            </Link>
          </div>
        )}
        {map.loading && <span className="text-gray-500">{t('factExplorer.loading')}</span>}
      </div>
      <p className="text-xs text-gray-500">{t('factExplorer.termMap.hint')}</p>
      {map.data?.truncated && <p className="rounded border border-amber-200 bg-amber-50 px-3 py-1 text-sm text-amber-900">{t('factExplorer.termMap.truncated')}</p>}
      <div className="h-[65vh] min-h-[420px]">
        <NetworkView nodes={graph.nodes} edges={graph.edges} selectedNodeId={selected} onSelectNode={setSelected} onDoubleClickNode={(id) => onCentre(id)} />
      </div>
    </div>
  );
}
