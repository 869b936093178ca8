import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem, problemText } from '../../components/Problem';
import { ExplanationDialog, type Explained } from './ExplanationDialog';
import { InconsistencyBanner } from './InconsistencyBanner';
import { InferredTreeView } from './InferredTreeView';
import { MapSelect } from './MapSelect';
import { NoMapNotice } from './NoMapNotice';
import { ReasonerLegend } from './ReasonerLegend';
import { ReasonerLimitsLine } from './ReasonerLimitsLine';
import { ReasonerStatusBar } from './ReasonerStatusBar';
import { UnsatisfiableList } from './UnsatisfiableList';
import { UnusedAxiomsPanel } from './UnusedAxiomsPanel';
import { useMapChoice } from './useMapChoice';
import { useReasoner } from './useReasoner';
import { useReasonerActions } from './useReasonerActions';

/**
 * The inferred side of the class tree: a map's inferred hierarchy, kept live, with the run's
 * progress, the line on what the classifier left out (at the top, where the answer is read), the
 * inconsistency banner, the unsatisfiable classes and the axioms not used.
 */
export default function ReasonerPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const { maps, mapsState, mapId, choose } = useMapChoice(lang);
  const { answer, status, error } = useReasoner(mapId, lang);
  const actions = useReasonerActions(mapId);
  const [explained, setExplained] = useState<Explained | null>(null);
  const unusedPanel = useRef<HTMLDetailsElement>(null);
  const showUnused = () => {
    const panel = unusedPanel.current;
    if (!panel) return;
    panel.open = true;
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <section className="flex min-h-0 flex-col gap-2" data-testid="reasoner-panel" aria-label={t('reasoner.inferred')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-gray-900">{t('reasoner.inferred')}</h2>
        <MapSelect maps={maps} mapId={mapId} onChoose={choose} />
      </div>
      {status && <ReasonerStatusBar status={status} busy={actions.busy} onRun={actions.run} onStop={actions.stop} />}
      {answer && <ReasonerLimitsLine unused={answer.unused} onShow={showUnused} />}
      <Problem text={error ? problemText(error) : null} />
      {answer && answer.consistent === false && <InconsistencyBanner because={answer.inconsistency} axioms={answer.axioms} />}
      {answer && <UnsatisfiableList items={answer.unsatisfiable} onExplain={setExplained} />}
      <ReasonerLegend />
      <div className="h-[calc(100vh-380px)] min-h-64 overflow-auto rounded border border-gray-200 bg-white p-2">
        {answer ? (
          <InferredTreeView key={answer.mapId} answer={answer} onExplain={setExplained} />
        ) : mapId !== null || mapsState === 'loading' ? (
          !error && <p className="text-sm text-gray-500">{t('reasoner.loading')}</p>
        ) : (
          <NoMapNotice mapsState={mapsState} mapCount={maps.length} />
        )}
      </div>
      {answer && <UnusedAxiomsPanel unused={answer.unused} axioms={answer.axioms} panelRef={unusedPanel} />}
      <ExplanationDialog explained={explained} axioms={answer?.axioms ?? {}} onClose={() => setExplained(null)} />
    </section>
  );
}
