import { useTranslation } from 'react-i18next';
import type { AnalysisSettings } from '../../../../realtime/protocol/fca';
import { Button } from '../../../components/Button';
import { formatNumber } from '../../../i18n/format';
import type { FcaResult } from '../compute/workerMessages';
import { RuleTable } from './RuleTable';
import { useAssociationRules } from './useAssociationRules';

type Props = {
  result: FcaResult;
  objectHref: (g: number) => string | null;
  analysis: AnalysisSettings;
  onAnalysis: (analysis: AnalysisSettings) => void;
  /** Keeps the thresholds with the entry; absent when the user may not change it or nothing changed. */
  onSave?: () => void;
  saving: boolean;
};

/** A share 0–1 chosen by a slider and a percent field side by side. */
function ShareInput({ label, value, onChange, testId }: { label: string; value: number; onChange: (share: number) => void; testId: string }) {
  const percent = Math.round(value * 100);
  const set = (p: number) => Number.isFinite(p) && onChange(Math.min(100, Math.max(0, p)) / 100);
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-gray-700">
      <span className="shrink-0 whitespace-nowrap">{label}</span>
      <input type="range" min={0} max={100} value={percent} onChange={(e) => set(Number(e.target.value))} className="w-40 accent-primary" data-testid={`${testId}-range`} />
      <input type="number" min={0} max={100} value={percent} onChange={(e) => set(Number(e.target.value))} className="w-16 rounded border border-gray-300 px-1 py-0.5 text-right text-sm" aria-label={label} data-testid={testId} />
      <span>%</span>
    </label>
  );
}

/** The canonical base of implications and the association rules at the chosen support and confidence. */
export function ImplicationsTab({ result, objectHref, analysis, onAnalysis, onSave, saving }: Props) {
  const { t } = useTranslation();
  const rules = useAssociationRules(result, analysis);
  const { context } = result.answer;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">
          {t('fca.rules.baseTitle')}
          {result.implications && <span className="ml-2 text-sm font-normal text-gray-500">{formatNumber(result.implications.length)}</span>}
        </h2>
        <p className="text-sm text-gray-600">{t('fca.rules.baseHint')}</p>
        {result.implications ? (
          <RuleTable rules={result.implications} context={context} objectHref={objectHref} testId="fca-implications" empty={t('fca.rules.noImplications')} />
        ) : result.implicationsPending ? (
          <p className="text-sm text-gray-500">{t('fca.rules.basePending')}</p>
        ) : (
          <p className="text-sm text-amber-800">{t(result.origin === 'server' ? 'fca.compute.noImplications' : 'fca.compute.implicationsStopped')}</p>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">
          {t('fca.rules.rulesTitle')}
          <span className="ml-2 text-sm font-normal text-gray-500">{formatNumber(rules.length)}</span>
        </h2>
        <p className="text-sm text-gray-600">{t('fca.rules.rulesHint')}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <ShareInput label={t('fca.rules.minSupport')} value={analysis.minSupport} onChange={(minSupport) => onAnalysis({ ...analysis, minSupport })} testId="fca-min-support" />
          <ShareInput label={t('fca.rules.minConfidence')} value={analysis.minConfidence} onChange={(minConfidence) => onAnalysis({ ...analysis, minConfidence })} testId="fca-min-confidence" />
          {onSave && (
            <Button onClick={onSave} disabled={saving} data-testid="fca-save-thresholds">
              {t('fca.rules.saveThresholds')}
            </Button>
          )}
        </div>
        <RuleTable rules={rules} withConfidence context={context} objectHref={objectHref} testId="fca-rules" empty={t('fca.rules.noRules')} />
      </section>
    </div>
  );
}
