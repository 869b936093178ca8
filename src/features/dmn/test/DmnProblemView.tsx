import { useTranslation } from 'react-i18next';
import type { DmnProblem } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';

type Props = { problem: DmnProblem | null; columns: readonly WorkspaceColumn[]; decisions: ReadonlyArray<{ id: string; name: string }>; testId?: string };

/**
 * A refused evaluation: the engine's message, then where it is wrong — the rules, the column, the
 * expression with the faulty part underlined, the decisions of a cycle.
 */
export function DmnProblemView({ problem, columns, decisions, testId = 'dmn-test-problem' }: Props) {
  const { t } = useTranslation();
  if (!problem) return null;
  const where = problem.where;
  const column = where?.columnId ? columns.find((c) => c.columnId === where.columnId) : undefined;
  const nameOf = (id: string) => decisions.find((d) => d.id === id || d.name === id)?.name ?? id;
  const expression = where?.expression ?? '';
  const from = Math.max(0, Math.min(where?.from ?? -1, expression.length));
  const to = where?.to !== undefined ? Math.max(from + 1, Math.min(where.to, expression.length)) : from + 1;
  return (
    <div role="alert" data-testid={testId} className="flex flex-col gap-1 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="whitespace-pre-line">{problem.error}</p>
      {where?.ruleIndexes && where.ruleIndexes.length > 0 && (
        <p data-testid={`${testId}-rules`}>{t('dmn.test.problem.rules', { rules: where.ruleIndexes.join(', ') })}</p>
      )}
      {column && <p>{t('dmn.test.problem.column', { column: column.label || column.text })}</p>}
      {expression !== '' && (
        <p className="font-mono text-xs" data-testid={`${testId}-expression`}>
          {where?.from !== undefined ? (
            <>
              {expression.slice(0, from)}
              <mark className="bg-red-200 text-red-900 underline decoration-wavy">{expression.slice(from, to) || ' '}</mark>
              {expression.slice(to)}
            </>
          ) : (
            expression
          )}
        </p>
      )}
      {where?.decisions && where.decisions.length > 0 && <p>{t('dmn.test.problem.decisions', { decisions: where.decisions.map(nameOf).join(' → ') })}</p>}
    </div>
  );
}
