import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatNumber } from '../../../i18n/format';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { useMapGraph } from './data/useMapGraph';
import { classGraph, classTriples } from './network/classGraph';
import { parseTripletId } from './network/graphModel';
import { NetworkView } from './network/NetworkView';
import { Problem } from '../../../components/Problem';
import { GraphScreen, inputClass, linkClass, Notice, problemText } from './ui/mapsUi';

/**
 * /ontology/:map_id[/:triplet_id]: the map as triples (subject — predicate — object) beside its
 * graph; the triple in the address (see tripletId) is selected in both.
 */
export default function TripletMapPage() {
  const { t } = useTranslation();
  const { map_id: mapId = '', triplet_id: tripletParam } = useParams();
  const navigate = useNavigate();
  const selected = tripletParam ? decodeURIComponent(tripletParam) : null;
  const graph = useMapGraph(mapId);
  const data = graph.data;
  useContextTitle(data?.map?.caption ?? null);
  const [filter, setFilter] = useState('');
  const triples = useMemo(() => (data ? classTriples(data.classes, data.properties, new Set(data.classes.map((c) => c.id))) : []), [data]);
  const model = useMemo(() => (data ? classGraph(data.classes, data.properties, { layout: data.map?.layout }) : null), [data]);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? triples.filter((tr) => [tr.subject.name, tr.predicate?.name ?? '', tr.object.name].some((s) => s.toLowerCase().includes(needle))) : triples;
  const focusId = selected ? parseTripletId(selected)?.subject : undefined;
  const focus = useMemo(() => (focusId ? { id: focusId, seq: 0 } : null), [focusId]);
  const open = (id: string) => navigate(`/ontology/${mapId}/${encodeURIComponent(id)}`);

  if (graph.error && !data) return <Problem text={problemText(graph.error, t('maps.common.loadFailed'))} />;
  if (!data || !model) return <p className="p-4 text-sm text-gray-500">{t('maps.common.loading')}</p>;
  if (!data.map) return <Problem text={t('maps.editor.notFound')} />;
  return (
    <GraphScreen
      title={t('maps.triplets.title', { name: data.map.caption })}
      actions={
        <Link className={`${linkClass} text-sm`} to={`/ontologies/${mapId}`}>
          {t('maps.triplets.openMap')}
        </Link>
      }
    >
      <section className="flex w-[30rem] shrink-0 flex-col gap-2">
        <div className="flex items-center gap-2">
          <input className={`${inputClass} flex-1`} placeholder={t('maps.triplets.filter')} aria-label={t('maps.triplets.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          <span className="text-sm text-gray-600" data-testid="triplet-count">
            {t('maps.triplets.count', { n: formatNumber(shown.length) })}
          </span>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto rounded border border-gray-200 bg-white">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-gray-50 text-left text-gray-700">
              <tr>
                <th className="px-2 py-1 font-medium">{t('maps.triplets.subject')}</th>
                <th className="px-2 py-1 font-medium">{t('maps.triplets.predicate')}</th>
                <th className="px-2 py-1 font-medium">{t('maps.triplets.object')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((tr) => (
                <tr
                  key={tr.id}
                  aria-selected={tr.id === selected}
                  className={`cursor-pointer border-t border-gray-100 ${tr.id === selected ? 'bg-amber-100' : 'hover:bg-gray-50'}`}
                  onClick={() => open(tr.id)}
                  data-testid="triplet-row"
                >
                  <td className="px-2 py-1">{tr.subject.name}</td>
                  <td className={`px-2 py-1 ${tr.predicate ? 'text-blue-800' : 'text-gray-500 italic'}`}>{tr.predicate?.name ?? t('maps.triplets.subclassOf')}</td>
                  <td className="px-2 py-1">{tr.object.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="p-2 text-sm text-gray-500">{t('maps.triplets.empty')}</p>}
        </div>
      </section>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        <Notice text={model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
        <div className="min-h-[420px] flex-1">
          <NetworkView nodes={model.nodes} edges={model.edges} selectedEdgeId={selected} focus={focus} onSelectEdge={open} />
        </div>
      </div>
    </GraphScreen>
  );
}
