import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { useBusyAction } from '../../../components/useBusyAction';
import { useConfirm } from '../../../components/useConfirm';
import { useLoad } from '../../../components/useLoad';
import type { TestCase, TestCaseInput, TestRunAnswer } from '../../../../realtime/protocol/dmn';
import type { DmnWorkspace, WorkspaceColumn } from '../editor/dmnWorkspace';
import { createTestCase, deleteTestCase, listTestCases, runTestCases, updateTestCase } from '../api/dmnTestsClient';
import type { InputField } from './decisionFields';
import { TestCaseDialog } from './TestCaseDialog';
import { TestCaseRow } from './TestCaseRow';

type Props = {
  workspace: DmnWorkspace;
  decisionId: string;
  /** The inputs and outputs of a decision of the model (a case names its decision by id; '' is the first). */
  fieldsOf: (decision: string) => InputField[];
  outputsOf: (decision: string) => WorkspaceColumn[];
  /** The form's inputs and the result they gave: what «Сохранить как проверку» keeps; null before a result. */
  current: { inputs: Record<string, unknown>; expected: Record<string, unknown> } | null;
  onLoad: (test: TestCase) => void;
};

type Editing = { title: string; initial: TestCaseInput; testId: string | null };

/** The decision's named test cases: saved from a result, run all at once against what is on screen, edited, deleted. */
export function TestCases({ workspace, decisionId, fieldsOf, outputsOf, current, onLoad }: Props) {
  const { t } = useTranslation();
  const id = workspace.decision.id;
  const cases = useLoad(() => listTestCases(id), [id]);
  const [run, setRun] = useState<TestRunAnswer | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const action = useBusyAction();
  const [confirm, confirmElement] = useConfirm();
  const rows = cases.data ?? [];
  const results = new Map((run?.results ?? []).map((r) => [r.testId, r]));
  const nameOf = (decision: string) => (workspace.decisions.length > 1 ? (workspace.decisions.find((d) => d.id === decision || d.name === decision)?.name ?? null) : null);

  const runAll = () =>
    action.run(async () => {
      setRun(await runTestCases(id, { xml: await workspace.getXml() }));
    });

  async function save(test: TestCaseInput) {
    if (!editing) return;
    setDialogProblem(null);
    setSaving(true);
    try {
      if (editing.testId) await updateTestCase(id, editing.testId, test);
      else await createTestCase(id, test);
      setEditing(null);
      setRun(null);
      cases.reload();
    } catch (error) {
      // a refusal (a value of the wrong type, a name too long) stays in the dialog
      setDialogProblem(problemText(error));
    } finally {
      setSaving(false);
    }
  }

  async function remove(test: TestCase) {
    if (!(await confirm({ title: t('dmn.test.cases.deleteTitle'), text: t('dmn.test.cases.deleteText', { name: test.name }) }))) return;
    if (await action.run(() => deleteTestCase(id, test.id))) cases.reload();
  }

  return (
    <section className="flex flex-col gap-2 border-t border-gray-200 pt-3" data-testid="dmn-cases">
      <h3 className="text-sm font-semibold text-gray-900">{t('dmn.test.cases.title')}</h3>
      <div className="flex flex-wrap items-center gap-2">
        {workspace.canEdit && (
          <Button
            onClick={() => current && setEditing({ title: t('dmn.test.cases.newTitle'), initial: { name: '', decision: decisionId, ...current }, testId: null })}
            disabled={!current || action.busy}
            title={current ? undefined : t('dmn.test.cases.saveHint')}
            data-testid="dmn-case-save"
          >
            {t('dmn.test.cases.save')}
          </Button>
        )}
        <Button variant="primary" onClick={() => void runAll()} disabled={rows.length === 0 || action.busy} data-testid="dmn-cases-run">
          {t('dmn.test.cases.runAll')}
        </Button>
      </div>
      {run && (
        <p className={`text-sm ${run.failed > 0 ? 'text-red-800' : 'text-green-800'}`} data-testid="dmn-cases-summary" role="status">
          {t('dmn.test.cases.summary', { passed: run.passed, failed: run.failed })}
        </p>
      )}
      <Problem text={action.problem} testId="dmn-cases-problem" />
      <Problem text={cases.error ? problemText(cases.error) : null} />
      {cases.loading && rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t('dmn.test.cases.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="dmn-cases-empty">
          {t('dmn.test.cases.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {rows.map((test) => (
            <TestCaseRow
              key={test.id}
              test={test}
              decisionName={nameOf(test.decision)}
              result={results.get(test.id)}
              outputs={outputsOf(test.decision)}
              canEdit={workspace.canEdit}
              busy={action.busy}
              onLoad={() => onLoad(test)}
              onEdit={() => setEditing({ title: t('dmn.test.cases.editTitle'), initial: { name: test.name, decision: test.decision, inputs: test.inputs, expected: test.expected }, testId: test.id })}
              onDelete={() => void remove(test)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <TestCaseDialog
          title={editing.title}
          initial={editing.initial}
          fields={fieldsOf(editing.initial.decision)}
          outputs={outputsOf(editing.initial.decision)}
          busy={saving}
          problem={dialogProblem}
          onSave={(test) => void save(test)}
          onClose={() => {
            setEditing(null);
            setDialogProblem(null);
          }}
        />
      )}
      {confirmElement}
    </section>
  );
}
