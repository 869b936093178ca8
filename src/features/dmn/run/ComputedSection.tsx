import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PickBox, matching } from '../../../components/PickBox';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass } from '../../../components/tableStyles';
import { useBusyAction } from '../../../components/useBusyAction';
import { useLoad } from '../../../components/useLoad';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import type { OutputWriteBack } from '../../../../realtime/protocol/dmn';
import type { DmnWorkspace } from '../editor/dmnWorkspace';
import { loadComputed, saveComputed } from '../api/dmnRunsClient';
import { outputColumnsOf } from '../test/decisionFields';
import { boundOutputs, runSourceOf, type ChosenSource } from './runSource';
import { RUN_POLL_MS } from './useDecisionRun';

type Props = { workspace: DmnWorkspace; decisionId: string; source: ChosenSource | null; catalog: OntologyCatalog | null };

/**
 * «Записывать в свойства»: outputs written into properties as computed values, kept current when
 * an instance's inputs change; its state and how many values are written, and a way to turn it off.
 */
export function ComputedSection({ workspace, decisionId, source, catalog }: Props) {
  const { t } = useTranslation();
  const id = workspace.decision.id;
  const computed = useLoad(() => loadComputed(id), [id]);
  const outputs = outputColumnsOf(decisionId, workspace.columns);
  const [pairs, setPairs] = useState<OutputWriteBack[]>(() => boundOutputs(workspace.bindings, decisionId, outputs.map((o) => o.columnId)));
  const action = useBusyAction();
  const state = computed.data;
  const { reload } = computed;

  // the first values are written in the background: ask again while that goes on
  useEffect(() => {
    if (state?.state !== 'running') return;
    const timer = setTimeout(reload, RUN_POLL_MS);
    return () => clearTimeout(timer);
  }, [state, reload]);

  const nameOfProp = (propId: string) => catalog?.properties.get(propId)?.name ?? t('dmn.bind.unknownProperty');
  const nameOfColumn = (columnId: string) => {
    const column = workspace.columns.find((c) => c.columnId === columnId);
    return column?.label || column?.text || t('dmn.bind.unnamedColumn');
  };
  const dataProps = catalog ? [...catalog.properties.values()].filter((p) => p.kind === 'data').map((p) => ({ id: p.id, name: p.name })) : [];
  const turnOn = () =>
    action.run(async () => {
      if (!source) return;
      await saveComputed(id, { decision: decisionId, source: runSourceOf(source), outputs: pairs });
      reload();
    });
  const turnOff = () =>
    action.run(async () => {
      await saveComputed(id, null);
      reload();
    });

  return (
    <section className="flex flex-col gap-2 border-t border-gray-200 pt-3" data-testid="dmn-computed">
      <h3 className="text-sm font-semibold text-gray-900">{t('dmn.run.computed.title')}</h3>
      <Problem text={computed.error ? problemText(computed.error) : action.problem} testId="dmn-computed-problem" />
      {state?.setting ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="dmn-computed-on">
          <p className="text-gray-800" data-testid="dmn-computed-state">
            {t(`dmn.run.computed.state.${state.state}`)} · {t('dmn.run.computed.values', { count: state.values, shown: formatNumber(state.values) })}
            {state.updatedAt && ` · ${t('dmn.run.computed.updated', { at: formatDateTime(state.updatedAt) })}`}
          </p>
          <ul className="text-xs text-gray-700">
            {state.setting.outputs.map((o) => (
              <li key={o.columnId}>
                {nameOfColumn(o.columnId)} → {nameOfProp(o.propId)}
              </li>
            ))}
          </ul>
          {workspace.canEdit && (
            <Button variant="danger" className="self-start" onClick={() => void turnOff()} disabled={action.busy} data-testid="dmn-computed-off">
              {t('dmn.run.computed.off')}
            </Button>
          )}
        </div>
      ) : !workspace.canEdit ? (
        <p className="text-sm text-gray-500">{t('dmn.run.computed.none')}</p>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-xs text-gray-600">{t('dmn.run.computed.intro')}</p>
          {pairs.map((pair, i) => (
            <div key={`${pair.columnId}-${i}`} className="flex items-center gap-2" data-testid="dmn-computed-pair">
              <select
                className={`${inputClass} w-auto flex-1`}
                value={pair.columnId}
                onChange={(e) => setPairs((all) => all.map((p, j) => (j === i ? { ...p, columnId: e.target.value } : p)))}
                aria-label={t('dmn.run.computed.output')}
              >
                {outputs.map((o) => (
                  <option key={o.columnId} value={o.columnId}>
                    {o.label || o.text}
                  </option>
                ))}
              </select>
              <span className="flex-1 truncate">→ {nameOfProp(pair.propId)}</span>
              <Button variant="dangerLink" onClick={() => setPairs((all) => all.filter((_, j) => j !== i))} aria-label={t('dmn.run.computed.remove')}>
                ×
              </Button>
            </div>
          ))}
          {outputs.length > 0 && (
            <PickBox
              search={(text) => matching(dataProps, text)}
              onPick={(p) => setPairs((all) => [...all, { columnId: outputs[Math.min(all.length, outputs.length - 1)]?.columnId ?? '', propId: p.id }])}
              placeholder={t('dmn.run.computed.pickProperty')}
              testId="dmn-computed-property"
              className="w-full"
            />
          )}
          <Button
            variant="primary"
            className="self-start"
            onClick={() => void turnOn()}
            disabled={action.busy || !source || pairs.length === 0}
            title={!source ? t('dmn.run.computed.needSource') : undefined}
            data-testid="dmn-computed-on-button"
          >
            {t('dmn.run.computed.on')}
          </Button>
        </div>
      )}
    </section>
  );
}
