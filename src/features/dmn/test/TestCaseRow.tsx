import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { TestCase, TestResult } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { valueText } from './columnValues';
import { outputLabel } from './outputValues';
import { useValueWords } from './useValueWords';

type Props = {
  test: TestCase;
  /** The decision's name when the model has several. */
  decisionName: string | null;
  result: TestResult | undefined;
  outputs: readonly WorkspaceColumn[];
  canEdit: boolean;
  busy: boolean;
  onLoad: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A saved test case: passed or failed in the last run (with what differs), and what can be done with it. */
export function TestCaseRow({ test, decisionName, result, outputs, canEdit, busy, onLoad, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const words = useValueWords();
  const state = result === undefined ? 'none' : result.passed ? 'passed' : 'failed';
  const marks = { none: 'border-gray-200', passed: 'border-green-300 bg-green-50', failed: 'border-red-300 bg-red-50' } as const;
  return (
    <li className={`flex flex-col gap-1 rounded border px-2 py-1.5 text-sm ${marks[state]}`} data-testid="dmn-case" data-state={state}>
      <div className="flex items-center gap-2">
        {state !== 'none' && (
          <span className={state === 'passed' ? 'text-green-700' : 'text-red-700'} data-testid="dmn-case-state">
            {state === 'passed' ? `✓ ${t('dmn.test.cases.passed')}` : `✗ ${t('dmn.test.cases.failed')}`}
          </span>
        )}
        <span className="min-w-0 flex-1 truncate font-medium text-gray-900" title={test.name} data-testid="dmn-case-title">
          {test.name}
        </span>
        {decisionName && <span className="text-xs text-gray-500">{decisionName}</span>}
      </div>
      {result && !result.passed && (
        <ul className="text-xs text-red-800" data-testid="dmn-case-diff">
          {result.error && <li>{result.error}</li>}
          {result.failed.map((key) => (
            <li key={key}>
              {t('dmn.test.cases.differs', {
                output: outputLabel(key, outputs) || t('dmn.test.result.value'),
                expected: valueText(result.expected[key], words),
                actual: valueText(result.actual?.[key], words),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-1">
        <Button variant="link" onClick={onLoad} disabled={busy} data-testid="dmn-case-load">
          {t('dmn.test.cases.load')}
        </Button>
        {canEdit && (
          <>
            <Button variant="link" onClick={onEdit} disabled={busy} data-testid="dmn-case-edit">
              {t('dmn.test.cases.edit')}
            </Button>
            <Button variant="dangerLink" onClick={onDelete} disabled={busy} data-testid="dmn-case-delete">
              {t('dmn.test.cases.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
