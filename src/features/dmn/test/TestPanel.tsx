import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem } from '../../../components/Problem';
import { labelClass } from '../../../components/tableStyles';
import { useLoad } from '../../../components/useLoad';
import type { TestCase } from '../../../../realtime/protocol/dmn';
import type { DmnWorkspace } from '../editor/dmnWorkspace';
import { dmnCatalog } from '../bindings/dmnCatalog';
import { fieldTextOf, type FieldText } from './columnValues';
import { boundInputProps, contextOf, decisionFields, outputColumnsOf } from './decisionFields';
import { DecisionSelect, initialDecision } from './DecisionSelect';
import { DmnProblemView } from './DmnProblemView';
import { InstancePick } from './InstancePick';
import { outputEntries } from './outputValues';
import { TestCases } from './TestCases';
import { TestResult } from './TestResult';
import { useEvaluation } from './useEvaluation';
import { ValueField } from './ValueField';

// what was typed, per decision, so switching to another tab and back keeps it
const drafts = new Map<string, Record<string, FieldText>>();

/**
 * «Проверка»: the decision on screen (unsaved changes included) evaluated with inputs typed in or
 * taken from an instance of the bound class; the result, the matched rules highlighted in the
 * table, and the named test cases kept with the decision.
 */
export function TestPanel({ workspace }: { workspace: DmnWorkspace }) {
  const { t } = useTranslation();
  const [decisionId, setDecisionId] = useState(() => initialDecision(workspace));
  const [texts, setTexts] = useState<Record<string, FieldText>>(() => drafts.get(workspace.decision.id) ?? {});
  const [fromInstance, setFromInstance] = useState<string | null>(null);
  const evaluation = useEvaluation(workspace);
  const { clear } = evaluation;

  // the table opened in the editor is the one to test
  useEffect(() => {
    if (workspace.activeDecisionId) setDecisionId(workspace.activeDecisionId);
  }, [workspace.activeDecisionId]);
  useEffect(() => clear(), [decisionId, clear]);
  useEffect(() => {
    drafts.set(workspace.decision.id, texts);
  }, [texts, workspace.decision.id]);

  const resolve = (decision: string) => workspace.decisions.find((d) => d.id === decision || d.name === decision)?.id ?? workspace.decisions[0]?.id ?? '';
  const fieldsOf = (decision: string) => decisionFields(resolve(decision), workspace.columns, workspace.decisions);
  const outputsOf = (decision: string) => outputColumnsOf(resolve(decision), workspace.columns);
  const fields = fieldsOf(decisionId);
  const outputs = outputsOf(decisionId);
  const reading = contextOf(fields, texts);
  const bound = boundInputProps(decisionId, workspace.bindings, fields);
  const catalog = useLoad(() => (bound.length > 0 ? dmnCatalog() : Promise.resolve(null)), [bound.length > 0]);
  const answer = evaluation.answer;
  // a case keeps the inputs the result came from (the answer's context), not what was typed since
  const current =
    answer && answer.decisionId === decisionId
      ? {
          inputs: Object.fromEntries(fields.map((f) => [f.name, answer.context[f.name] ?? null])),
          expected: Object.fromEntries(outputEntries(answer.value, outputs).map((e) => [e.key, e.value])),
        }
      : null;

  function type(name: string, text: FieldText) {
    setTexts((all) => ({ ...all, [name]: text }));
    setFromInstance(null);
  }

  function fill(values: Record<string, unknown>) {
    setTexts((all) => ({ ...all, ...Object.fromEntries(fields.map((f) => [f.name, fieldTextOf(f.kind, values[f.name])])) }));
  }

  async function pickInstance(instance: { id: string; name: string }) {
    const result = await evaluation.evaluate(decisionId, {}, instance.id);
    if (!result) return;
    fill(result.context);
    setFromInstance(instance.name);
  }

  function loadCase(test: TestCase) {
    const target = resolve(test.decision);
    setDecisionId(target);
    setTexts(Object.fromEntries(decisionFields(target, workspace.columns, workspace.decisions).map((f) => [f.name, fieldTextOf(f.kind, test.inputs[f.name])])));
    setFromInstance(null);
  }

  const problemWords = reading.problems.map((p) => t(`dmn.test.field.${p.problem}`, { field: p.field.label })).join('\n');
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="dmn-test-panel">
      <DecisionSelect decisions={workspace.decisions} value={decisionId} onChange={setDecisionId} testId="dmn-test-decision" />
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (reading.problems.length === 0) void evaluation.evaluate(decisionId, reading.context);
        }}
      >
        {fields.length === 0 && (
          <p className="text-sm text-gray-500">{workspace.columns.some((c) => c.decisionId === decisionId && c.kind === 'input') ? t('dmn.test.noExpressions') : t('dmn.test.noInputs')}</p>
        )}
        {fields.map((field) => (
          <label key={field.name} className={labelClass}>
            {field.label}
            <ValueField
              kind={field.kind}
              label={field.label}
              value={texts[field.name] ?? ''}
              onChange={(text) => type(field.name, text)}
              invalid={reading.problems.some((p) => p.field === field)}
              testId={`dmn-test-input-${field.name}`}
            />
          </label>
        ))}
        <InstancePick
          propIds={bound}
          catalog={catalog.data}
          onPick={(inst) => void pickInstance(inst)}
          disabled={evaluation.busy}
          unsaved={JSON.stringify(workspace.bindings) !== JSON.stringify(workspace.decision.bindings)}
        />
        {fromInstance && (
          <p className="text-xs text-gray-600" data-testid="dmn-test-from-instance">
            {t('dmn.test.instance.filled', { name: fromInstance })}
          </p>
        )}
        <Problem text={problemWords} multiline testId="dmn-test-field-problem" />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={evaluation.busy || reading.problems.length > 0 || !decisionId} data-testid="dmn-test-run">
            {evaluation.busy ? t('dmn.test.running') : t('dmn.test.run')}
          </Button>
          <Button
            onClick={() => {
              setTexts({});
              setFromInstance(null);
              clear();
              workspace.highlightRules(decisionId, []);
            }}
            data-testid="dmn-test-clear"
          >
            {t('dmn.test.clear')}
          </Button>
        </div>
      </form>
      <DmnProblemView problem={evaluation.problem} columns={workspace.columns} decisions={workspace.decisions} />
      {answer && answer.decisionId === decisionId && <TestResult answer={answer} outputs={outputs} />}
      <TestCases workspace={workspace} decisionId={decisionId} fieldsOf={fieldsOf} outputsOf={outputsOf} current={current} onLoad={loadCase} />
    </div>
  );
}
