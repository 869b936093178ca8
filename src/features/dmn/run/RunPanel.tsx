import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem } from '../../../components/Problem';
import { useLoad } from '../../../components/useLoad';
import type { DmnWorkspace } from '../editor/dmnWorkspace';
import { dmnCatalog } from '../bindings/dmnCatalog';
import { DecisionSelect, initialDecision } from '../test/DecisionSelect';
import { ComputedSection } from './ComputedSection';
import { RunProgress } from './RunProgress';
import { RunResults } from './RunResults';
import { RunResultsDialog } from './RunResultsDialog';
import { boundClassOf, runSourceOf, type ChosenSource } from './runSource';
import { SourcePicker } from './SourcePicker';
import { useDecisionRun } from './useDecisionRun';

// what the last run of each decision went over (the panel shows that run again after the tabs are switched)
const ranSources = new Map<string, ChosenSource>();

/**
 * «Запуск»: the saved decision evaluated for every instance of a class or of a saved semantic
 * search, with progress and a Stop button, the results a page at a time, and outputs optionally
 * written into properties as computed values.
 */
export function RunPanel({ workspace }: { workspace: DmnWorkspace }) {
  const { t } = useTranslation();
  const [decisionId, setDecisionId] = useState(() => initialDecision(workspace));
  const [kind, setKind] = useState<ChosenSource['kind']>('class');
  const [source, setSource] = useState<ChosenSource | null>(null);
  const catalog = useLoad(dmnCatalog, []);
  const run = useDecisionRun(workspace.decision.id);
  const running = run.status?.state === 'running';
  const [wide, setWide] = useState(false);

  // the class the inputs are bound to is offered until another source is chosen
  const offered = catalog.data ? boundClassOf(workspace.bindings, decisionId, catalog.data) : null;
  const [offeredId, offeredName] = [offered?.id ?? null, offered?.name ?? ''];
  useEffect(() => {
    if (offeredId) setSource((chosen) => chosen ?? { kind: 'class', id: offeredId, name: offeredName });
  }, [offeredId, offeredName]);
  // results link to instances through the source they were run over, whatever is chosen since
  const [ranOver, setRanOver] = useState<ChosenSource | null>(() => ranSources.get(workspace.decision.id) ?? null);

  return (
    <div className="flex flex-col gap-3 p-3" data-testid="dmn-run-panel">
      <DecisionSelect decisions={workspace.decisions} value={decisionId} onChange={setDecisionId} testId="dmn-run-decision" />
      <SourcePicker kind={kind} onKind={setKind} source={source} onSource={setSource} catalog={catalog.data} disabled={running || run.starting} />
      <p className="text-xs text-gray-500">{t('dmn.run.savedNote')}</p>
      <Button
        variant="primary"
        className="self-start"
        disabled={!source || source.kind !== kind || running || run.starting}
        onClick={() => {
          if (!source) return;
          setRanOver(source);
          ranSources.set(workspace.decision.id, source);
          void run.start({ decision: decisionId, source: runSourceOf(source) });
        }}
        data-testid="dmn-run-start"
      >
        {run.starting ? t('dmn.run.starting') : t('dmn.run.start')}
      </Button>
      <Problem text={run.problem} testId="dmn-run-problem" />
      {run.status && (
        <>
          <RunProgress status={run.status} onStop={() => void run.stop()} />
          <RunResults status={run.status} columns={workspace.columns} source={ranOver} offset={run.offset} onOffset={run.setOffset} />
          {run.status.rows.length > 0 && (
            <Button variant="link" className="self-start" onClick={() => setWide(true)} data-testid="dmn-run-expand">
              {t('dmn.run.expand')}
            </Button>
          )}
          <RunResultsDialog open={wide} onClose={() => setWide(false)} status={run.status} columns={workspace.columns} source={ranOver} offset={run.offset} onOffset={run.setOffset} />
        </>
      )}
      <ComputedSection key={decisionId} workspace={workspace} decisionId={decisionId} source={source} catalog={catalog.data} />
    </div>
  );
}
