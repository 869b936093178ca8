import { useTranslation } from 'react-i18next';
import type { EvaluateAnswer } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { valueText } from './columnValues';
import { outputEntries } from './outputValues';
import { useValueWords } from './useValueWords';

type Props = { answer: EvaluateAnswer; outputs: readonly WorkspaceColumn[] };

/** What the decision gave: each output by name, the rules that matched, the required decisions' results. */
export function TestResult({ answer, outputs }: Props) {
  const { t } = useTranslation();
  const words = useValueWords();
  const own = answer.decisions.find((d) => d.decisionId === answer.decisionId);
  const rules = own?.matchedRules.map((r) => r.index) ?? [];
  const required = answer.decisions.filter((d) => d.decisionId !== answer.decisionId);
  return (
    <section className="flex flex-col gap-2 rounded border border-green-200 bg-green-50 px-3 py-2 text-sm" data-testid="dmn-test-result" aria-live="polite">
      <h3 className="font-semibold text-gray-900">{t('dmn.test.result.title')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {outputEntries(answer.value, outputs).map((entry) => (
          <div key={entry.key} className="contents" data-testid="dmn-test-output">
            <dt className="text-gray-600">{entry.label || t('dmn.test.result.value')}</dt>
            <dd className="font-medium text-gray-900" data-testid={`dmn-test-output-${entry.key}`}>
              {valueText(entry.value, words)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-gray-700" data-testid="dmn-test-rules">
        {rules.length > 0 ? t('dmn.test.result.rules', { rules: rules.join(', '), count: rules.length }) : t('dmn.test.result.noRules')}
      </p>
      {required.length > 0 && (
        <ul className="text-xs text-gray-600">
          {required.map((d) => (
            <li key={d.decisionId}>
              {d.name}: {valueText(d.value, words)}
            </li>
          ))}
        </ul>
      )}
      {answer.warnings.map((w) => (
        <p key={w} className="text-xs text-amber-800">
          {w}
        </p>
      ))}
    </section>
  );
}
