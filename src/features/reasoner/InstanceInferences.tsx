import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonerEntity } from '../../../realtime/protocol/reasoner';
import { ExplanationDialog, type Explained } from './ExplanationDialog';
import { useMapChoice } from './useMapChoice';
import { useReasoner } from './useReasoner';
import { useRuleMemberships } from './useRuleMemberships';

/**
 * An instance's inferred classes and property values on its card: marked inferred and read-only
 * (they follow from axioms; changing them means changing those), each with its explanation — and
 * the classes OWL rules derive for it, marked with the rule (rule-derived values are on the form's
 * fields, marked computed).
 */
export default function InstanceInferences({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const { mapId } = useMapChoice(lang, instanceId);
  const { answer } = useReasoner(mapId, lang);
  const [explained, setExplained] = useState<Explained | null>(null);
  const ruled = useRuleMemberships(instanceId);
  if (!answer && ruled.length === 0) return null;
  const mine = (e: ReasonerEntity) => e.id === instanceId;
  const types = answer?.types.filter((x) => mine(x.individual)) ?? [];
  const values = answer?.values.filter((x) => mine(x.subject)) ?? [];
  const badge = (onClick: () => void) => (
    <button type="button" className="rounded-full border border-violet-300 bg-violet-100 px-2 text-xs text-violet-800 hover:bg-violet-200" onClick={onClick}>
      {t('reasoner.inferredBadge')}
    </button>
  );
  return (
    <section className="flex flex-col gap-2 rounded border border-violet-200 bg-white p-3" data-testid="instance-inferences" aria-readonly="true">
      <h3 className="text-sm font-semibold text-gray-900">{t('reasoner.instanceInferences.title')}</h3>
      {types.length + values.length + ruled.length === 0 ? (
        <p className="text-sm text-gray-500">{t('reasoner.instanceInferences.none')}</p>
      ) : (
        <p className="text-xs text-gray-500">{t('reasoner.instanceInferences.readOnly')}</p>
      )}
      {types.length + ruled.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-xs font-medium text-gray-700">{t('reasoner.instanceInferences.types')}</h4>
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="instance-inferred-types">
            {ruled.map((x) => (
              <li key={`rule ${x.classId} ${x.rule}`} className="flex items-center gap-1 rounded bg-violet-50 px-2 py-0.5 text-gray-800" data-testid="instance-rule-type">
                {x.caption}
                <span className="rounded-full border border-violet-300 bg-violet-100 px-2 text-xs text-violet-800" title={t('reasoner.instanceInferences.ruleHint')}>
                  {t('reasoner.instanceInferences.ruleBadge', { rule: x.rule })}
                </span>
              </li>
            ))}
            {types.map((x) => (
              <li key={x.cls.iri} className="flex items-center gap-1 rounded bg-violet-50 px-2 py-0.5 text-gray-800">
                {x.cls.name}
                {badge(() => setExplained({ title: t('reasoner.explanation.type', { individual: x.individual.name, cls: x.cls.name }), because: x.because }))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {values.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-xs font-medium text-gray-700">{t('reasoner.instanceInferences.values')}</h4>
          <ul className="flex flex-col gap-1 text-sm" data-testid="instance-inferred-values">
            {values.map((x) => (
              <li key={`${x.prop.iri} ${x.object.iri}`} className="flex items-center gap-2 rounded bg-violet-50 px-2 py-0.5 text-gray-800">
                <span className="text-gray-600">{x.prop.name}:</span> {x.object.name}
                {badge(() => setExplained({ title: t('reasoner.explanation.value', { subject: x.subject.name, prop: x.prop.name, object: x.object.name }), because: x.because }))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer && <ExplanationDialog explained={explained} axioms={answer.axioms} onClose={() => setExplained(null)} />}
    </section>
  );
}
