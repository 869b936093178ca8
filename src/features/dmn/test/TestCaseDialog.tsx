import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { Problem } from '../../../components/Problem';
import { inputClass, labelClass } from '../../../components/tableStyles';
import type { TestCaseInput } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { fieldTextOf, parseField, valueText, type FieldText } from './columnValues';
import type { InputField } from './decisionFields';
import { outputKind, outputLabel } from './outputValues';
import { useValueWords } from './useValueWords';
import { ValueField } from './ValueField';

type Props = {
  title: string;
  initial: TestCaseInput;
  fields: readonly InputField[];
  outputs: readonly WorkspaceColumn[];
  busy: boolean;
  problem: string | null;
  onSave: (test: TestCaseInput) => void;
  onClose: () => void;
};

// lists and contexts (Collect, several outputs per rule) are kept as computed, not typed by hand
const isScalar = (value: unknown) => typeof value !== 'object' || value === null;

const textsOf = (values: Record<string, unknown>, kindOf: (key: string) => Parameters<typeof fieldTextOf>[0]) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, fieldTextOf(kindOf(k), v)]));

/** A named test case: its name, its inputs and the value expected of each output, all editable. */
export function TestCaseDialog({ title, initial, fields, outputs, busy, problem, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const words = useValueWords();
  const kindOfInput = (name: string) => fields.find((f) => f.name === name)?.kind ?? 'text';
  const kindOfOutput = (key: string) => outputKind(key, outputs);
  const [name, setName] = useState(initial.name);
  const [inputs, setInputs] = useState<Record<string, FieldText>>(() => textsOf(initial.inputs, kindOfInput));
  const [expected, setExpected] = useState<Record<string, FieldText>>(() => textsOf(Object.fromEntries(Object.entries(initial.expected).filter(([, v]) => isScalar(v))), kindOfOutput));
  const inputNames = [...new Set([...fields.map((f) => f.name), ...Object.keys(initial.inputs)])];
  const read = (texts: Record<string, FieldText>, kindOf: (k: string) => Parameters<typeof parseField>[0]) =>
    Object.entries(texts).map(([k, text]) => [k, parseField(kindOf(k), text)] as const);
  const readInputs = read(inputs, kindOfInput);
  const readExpected = read(expected, kindOfOutput);
  const invalid = name.trim() === '' || [...readInputs, ...readExpected].some(([, r]) => !r.ok);

  function submit() {
    const values = (list: typeof readInputs) => Object.fromEntries(list.map(([k, r]) => [k, r.ok ? r.value : null]));
    onSave({ name: name.trim(), decision: initial.decision, inputs: values(readInputs), expected: { ...initial.expected, ...values(readExpected) } });
  }

  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={submit} busy={busy} invalid={invalid} size="lg">
      <label className={labelClass}>
        {t('dmn.test.cases.name')}
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="dmn-case-name" />
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t('dmn.test.cases.inputs')}</legend>
        {inputNames.map((key) => (
          <label key={key} className={labelClass}>
            {fields.find((f) => f.name === key)?.label ?? key}
            <ValueField kind={kindOfInput(key)} label={key} value={inputs[key] ?? ''} onChange={(text) => setInputs((v) => ({ ...v, [key]: text }))} testId={`dmn-case-input-${key}`} />
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t('dmn.test.cases.expected')}</legend>
        {Object.entries(initial.expected).map(([key, value]) => (
          <label key={key} className={labelClass}>
            {outputLabel(key, outputs) || t('dmn.test.result.value')}
            {isScalar(value) ? <ValueField kind={kindOfOutput(key)} label={key} value={expected[key] ?? ''} onChange={(text) => setExpected((v) => ({ ...v, [key]: text }))} testId={`dmn-case-expected-${key}`} /> : <span className="text-gray-900">{valueText(value, words)}</span>}
          </label>
        ))}
      </fieldset>
      <Problem text={problem} testId="dmn-case-problem" />
    </FormDialog>
  );
}
