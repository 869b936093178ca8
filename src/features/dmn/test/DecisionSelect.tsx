import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/tableStyles';

type Props = { decisions: ReadonlyArray<{ id: string; name: string }>; value: string; onChange: (id: string) => void; testId: string };

/** Which decision of the model a panel works on (a model with one decision shows its name only). */
export function DecisionSelect({ decisions, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  if (decisions.length <= 1) {
    return (
      <p className="text-sm text-gray-700" data-testid={testId}>
        {t('dmn.test.decision')}: <span className="font-medium">{decisions[0]?.name ?? '—'}</span>
      </p>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {t('dmn.test.decision')}
      <select className={`${inputClass} w-auto flex-1`} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {decisions.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name || t('dmn.test.unnamed')}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The decision a panel starts on: the one open in the editor, else the model's first. */
export const initialDecision = (workspace: { activeDecisionId: string | null; decisions: ReadonlyArray<{ id: string }> }): string =>
  workspace.activeDecisionId ?? workspace.decisions[0]?.id ?? '';
