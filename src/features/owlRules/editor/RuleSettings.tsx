import { useTranslation } from 'react-i18next';
import { PickBox } from '../../../components/PickBox';
import { useLoad } from '../../../components/useLoad';
import { RULE_KINDS, type RuleKind } from '../../../../realtime/protocol/owlRules';
import { findSubjectAreas, subjectAreaNames } from '../api/catalogApi';
import { kindsFor, type TargetKind } from '../model/ruleKind';
import type { RuleMeta } from '../model/ruleDraft';
import { CHIP, FIELD, REMOVE, SECTION, SECTION_TITLE } from './editorLook';

type Props = {
  meta: RuleMeta;
  readOnly: boolean;
  /** What the rule derives now (its first conclusion), to say which kinds fit. */
  target: TargetKind | null;
  /** The kind the conclusion reads as, when it differs from the chosen one. */
  suggestedKind: RuleKind | null;
  onChange: (meta: RuleMeta) => void;
};

/** The rule's name, kind, description, subject areas and switches. */
export function RuleSettings({ meta, readOnly, target, suggestedKind, onChange }: Props) {
  const { t } = useTranslation();
  const areas = useLoad(() => subjectAreaNames(meta.subject_area), [meta.subject_area.join(',')]);
  const fitting = kindsFor(target);
  const set = (patch: Partial<RuleMeta>) => onChange({ ...meta, ...patch });
  return (
    <section className={SECTION} data-testid="rule-settings">
      <h2 className={SECTION_TITLE}>{t('owlRules.settings.title')}</h2>
      <label className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.name')}
        <input className={FIELD} value={meta.name} maxLength={300} readOnly={readOnly} onChange={(e) => set({ name: e.target.value })} data-testid="rule-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.kind')}
        <select className={FIELD} value={meta.kind} disabled={readOnly} onChange={(e) => set({ kind: e.target.value as RuleKind })} data-testid="rule-kind">
          {RULE_KINDS.map((k) => (
            <option key={k} value={k} disabled={!fitting.includes(k)}>
              {t(`owlRules.kinds.${k}`)}
            </option>
          ))}
        </select>
        <span className="text-xs text-gray-500">{t(`owlRules.kindHints.${meta.kind}`)}</span>
      </label>
      {suggestedKind && suggestedKind !== meta.kind && !readOnly && (
        <p className="text-xs text-amber-800" data-testid="rule-kind-suggestion">
          {t('owlRules.settings.kindSuggestion', { kind: t(`owlRules.kinds.${suggestedKind}`) })}{' '}
          <button type="button" className="text-primary underline" onClick={() => set({ kind: suggestedKind })}>
            {t('owlRules.settings.applyKind')}
          </button>
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.ruleText')}
        <textarea className={FIELD} rows={3} maxLength={10_000} value={meta.ruleText} readOnly={readOnly} placeholder={t('owlRules.settings.ruleTextHint')} onChange={(e) => set({ ruleText: e.target.value })} data-testid="rule-text" />
      </label>
      <div className="flex flex-col gap-1 text-sm">
        {t('owlRules.fields.subjectArea')}
        <div className="flex flex-wrap items-center gap-1">
          {meta.subject_area.map((id) => (
            <span key={id} className={CHIP}>
              {areas.data?.get(id) || '…'}
              {!readOnly && (
                <button type="button" className={REMOVE} aria-label={t('owlRules.settings.removeArea')} onClick={() => set({ subject_area: meta.subject_area.filter((a) => a !== id) })}>
                  ×
                </button>
              )}
            </span>
          ))}
          {meta.subject_area.length === 0 && readOnly && <span className="text-gray-500">{t('owlRules.settings.noArea')}</span>}
        </div>
        {!readOnly && (
          <PickBox
            className="w-full"
            delay={250}
            placeholder={t('owlRules.settings.addArea')}
            search={(text) => findSubjectAreas(text)}
            onPick={(picked) => !meta.subject_area.includes(picked.id) && set({ subject_area: [...meta.subject_area, picked.id] })}
            testId="rule-area-add"
          />
        )}
      </div>
      <label className="flex items-start gap-2 text-sm" title={t('owlRules.settings.noConnectionHint')}>
        <input type="checkbox" className="mt-1" checked={meta.noConnectionToComputedProp} disabled={readOnly} onChange={(e) => set({ noConnectionToComputedProp: e.target.checked })} data-testid="rule-no-connection" />
        <span>
          {t('owlRules.fields.noConnection')}
          <span className="block text-xs text-gray-500">{t('owlRules.settings.noConnectionHint')}</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={meta.enabled} disabled={readOnly} onChange={(e) => set({ enabled: e.target.checked })} data-testid="rule-enabled" />
        <span>
          {t('owlRules.fields.enabled')}
          <span className="block text-xs text-gray-500">{t('owlRules.settings.enabledHint')}</span>
        </span>
      </label>
    </section>
  );
}
