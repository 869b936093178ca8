import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../../components/useLoad';
import { formatDate, formatNumber } from '../../../../i18n/format';
import { useContextTitle } from '../../../../shell/title/useContextTitle';
import { NetworkView } from '../network/NetworkView';
import type { GraphEdge, GraphNode } from '../network/graphModel';
import { Problem } from '../../../../components/Problem';
import { GraphScreen, inputClass, linkClass, Notice, notifyDone, notifyProblem, problemText, smallButton, smallPrimaryButton } from '../ui/mapsUi';
import { buildConfiguredGraph } from './buildConfiguredGraph';
import { fetchGraphConfig, saveGraphConfig } from './graphConfigApi';
import { GraphSettingsForm } from './GraphSettingsForm';
import { graphSettingsText, type GraphSettings } from './graphSettings';

const NO_NODES: GraphNode[] = [];
const NO_EDGES: GraphEdge[] = [];

/** /graphs/:id: a graph configuration — its name, settings and physics — beside the graph it gives. */
export function GraphConfigEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const config = useLoad(() => fetchGraphConfig(id), [id]);
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<GraphSettings | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useContextTitle(config.data?.name ?? null);
  useEffect(() => {
    if (!config.data) return;
    setName(config.data.name);
    setDraft(config.data.settings);
    setApplied(graphSettingsText(config.data.settings));
  }, [config.data]);
  // the graph follows the applied settings only (not every keystroke); physics apply at once
  const graph = useLoad(async () => (applied ? buildConfiguredGraph(JSON.parse(applied) as GraphSettings) : null), [applied]);

  if (config.error && !config.data) return <Problem text={problemText(config.error, t('maps.common.loadFailed'))} />;
  if (config.loading && !config.data) return <p className="p-4 text-sm text-gray-500">{t('maps.common.loading')}</p>;
  if (!config.data) return <Problem text={t('maps.graphs.notFound')} />;
  if (!draft) return null;

  const changed = name !== config.data.name || graphSettingsText(draft) !== graphSettingsText(config.data.settings);
  async function save() {
    if (!draft) return;
    setSaving(true);
    try {
      await saveGraphConfig(id, name.trim(), draft);
      setApplied(graphSettingsText(draft));
      notifyDone(t('maps.graphs.saved'));
      config.reload();
    } catch (error) {
      notifyProblem(error, t('maps.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  }
  const model = graph.data;
  return (
    <GraphScreen
      title={
        <input
          className={`${inputClass} w-80 text-lg font-semibold`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-label={t('maps.common.name')}
          data-testid="graph-name"
        />
      }
      actions={
        <>
          <span className="text-sm text-gray-600" data-testid="graph-meta">
            {t('maps.graphs.meta', { author: config.data.authorName, date: formatDate(config.data.dateCreate) })}
          </span>
          <Link className={`${linkClass} text-sm`} to="/graphs">
            {t('maps.graphs.all')}
          </Link>
          <button type="button" className={smallButton} onClick={() => setApplied(graphSettingsText(draft))} data-testid="graph-apply">
            {t('maps.graphs.apply')}
          </button>
          <button type="button" className={smallPrimaryButton} disabled={saving || !changed || !name.trim()} onClick={() => void save()} data-testid="graph-save">
            {saving ? t('maps.common.saving') : t('maps.common.save')}
          </button>
        </>
      }
    >
      <aside className="w-80 shrink-0 overflow-y-auto pr-1">
        <GraphSettingsForm settings={draft} onChange={setDraft} />
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        <Problem text={graph.error ? problemText(graph.error, t('maps.common.loadFailed')) : null} />
        <Notice text={model && model.hidden > 0 ? t('maps.common.capped', { shown: formatNumber(model.nodes.length), hidden: formatNumber(model.hidden) }) : null} />
        {draft.classes.length === 0 && <p className="text-sm text-gray-500">{t('maps.graphs.chooseClasses')}</p>}
        {graph.loading && <p className="text-sm text-gray-500">{t('maps.common.loading')}</p>}
        <div className="min-h-[420px] flex-1">
          <NetworkView nodes={model?.nodes ?? NO_NODES} edges={model?.edges ?? NO_EDGES} physics={draft.physics} onPhysicsChange={(physics) => setDraft({ ...draft, physics })} />
        </div>
      </div>
    </GraphScreen>
  );
}
