import { useTranslation } from 'react-i18next';

/** `position`: where in the formula the error is; none when the formula as a whole fails (a division by zero in the data). */
type Problem = { message: string; position?: number } | null;

type Props = { value: string; onChange: (text: string) => void; problem: Problem; testId: string };

/**
 * A formula field that points at its error: the text again under the field with the character at
 * the error underlined and a caret under it, and the message — as the user types (the model's
 * check) and after the server refused it (its `details.place`).
 */
export function FormulaInput({ value, onChange, problem, testId }: Props) {
  const { t } = useTranslation();
  const at = problem?.position !== undefined ? Math.min(problem.position, value.length) : null;
  // a wrong reference is marked whole: [code], not just its bracket
  const end = at === null ? 0 : value[at] === '[' && value.indexOf(']', at) > at ? value.indexOf(']', at) + 1 : at + 1;
  return (
    <div className="flex flex-col gap-0.5">
      <input
        className={`w-full rounded border px-2 py-1 font-mono text-sm ${problem ? 'border-red-500' : 'border-gray-300'}`}
        aria-label={t('semanticSearch.calc.formula')}
        aria-invalid={problem ? true : undefined}
        placeholder={t('semanticSearch.calc.formulaHint')}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {problem && (
        <div className="flex flex-col" role="alert" data-testid={`${testId}-problem`}>
          {at !== null && (
            <pre className="overflow-x-auto px-2 font-mono text-sm whitespace-pre text-gray-700">
              {value.slice(0, at)}
              <span className="bg-red-100 text-red-700 underline decoration-red-600 decoration-wavy" data-testid={`${testId}-at`}>
                {value.slice(at, end) || ' '}
              </span>
              {value.slice(end)}
              {'\n'}
              <span className="text-red-700">{' '.repeat(at)}^</span>
            </pre>
          )}
          <span className="px-2 text-xs text-red-700">{at === null ? problem.message : t('semanticSearch.calc.problemAt', { message: problem.message, position: at + 1 })}</span>
        </div>
      )}
    </div>
  );
}
