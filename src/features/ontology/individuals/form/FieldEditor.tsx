import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { smallButton } from '../ui';
import { canAddValue, isEditable, type DraftValue, type FormProblem } from './formModel';
import { formProblemText } from './formProblemText';
import type { Conflict } from './useInstanceForm';
import { typingProblem } from './typingCheck';
import { computingRules } from './computedValues';
import { ValueInput } from './ValueInput';

type Props = {
  field: FormField;
  values: DraftValue[];
  problems: FormProblem[];
  conflict: Conflict | undefined;
  onChange: (values: DraftValue[]) => void;
  onResolve: (how: 'theirs' | 'mine') => void;
};

const blank = (field: FormField): DraftValue => ({ text: '', lang: field.type === 'multiString' ? 'ru' : null, cap: null });

/** One field of the instance form: its values (as many as its cardinality allows), problems and any conflict. */
export function FieldEditor({ field, values, problems, conflict, onChange, onResolve }: Props) {
  const { t } = useTranslation();
  const editable = isEditable(field);
  // a value an OWL rule derives is shown as the rule keeps it: read-only, marked, the rule named on hover
  const rules = computingRules(field);
  const shownField = rules ? { ...field, readonly: true } : field;
  // an empty field still shows one input to type into
  const shown = values.length > 0 ? values : editable ? [blank(field)] : [];
  const single = field.max === 1;
  const limits = field.max === 1 && field.min <= 1 ? null : t('individuals.form.cardinality', { min: field.min, max: field.max === -1 ? '∞' : field.max });
  // numbers and dates are checked as they are typed; a value left is checked whole
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const typing: FormProblem[] =
    field.kind === 'data' && editable
      ? shown.flatMap((v, index) => {
          const kind = typingProblem(field.type, v.text, left.has(index));
          return kind && !problems.some((p) => 'index' in p && p.index === index) ? [{ prop: field.prop, cap: field.cap, kind, index }] : [];
        })
      : [];
  const allProblems = [...problems, ...typing];
  const badIndexes = new Set(allProblems.flatMap((p) => ('index' in p ? [p.index] : [])));
  const conflictText = conflict?.theirs.filter((v) => v.text.trim()).map((v) => v.cap ?? v.text).join(', ') || t('individuals.form.conflict.empty');
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-gray-100 py-2 md:grid-cols-[14rem_1fr]" data-testid={`field-${field.prop}`}>
      <div className="text-sm font-medium text-gray-800">
        {field.cap}
        {field.required ? <span className="ml-0.5 text-red-600" title={t('individuals.form.required')}>*</span> : null}
        {rules ? (
          <span className="ml-2 rounded bg-primary-light px-1.5 text-xs font-normal text-primary-dark" title={rules.length > 0 ? t('individuals.form.computedBy', { count: rules.length, rules: rules.map((r) => `«${r}»`).join(', ') }) : t('individuals.form.computedByRule')} data-testid="computed-mark">
            {t('individuals.form.computed')}
          </span>
        ) : !editable ? (
          <span className="ml-2 text-xs font-normal text-gray-400">{t('individuals.form.readonly')}</span>
        ) : null}
        {limits ? <div className="text-xs font-normal text-gray-500">{limits}</div> : null}
      </div>
      <div className="flex flex-col gap-1">
        {shown.map((value, i) => (
          <div key={i} className="flex items-start gap-2">
            <ValueInput
              field={shownField}
              value={value}
              invalid={badIndexes.has(i) || problems.some((p) => !('index' in p))}
              label={field.cap}
              onChange={(next) => onChange(shown.map((v, j) => (j === i ? next : v)))}
              onLeave={() => setLeft((was) => new Set(was).add(i))}
            />
            {editable && !single && shown.length > 1 ? (
              <button type="button" className={smallButton} aria-label={t('individuals.form.removeValue')} onClick={() => onChange(shown.filter((_v, j) => j !== i))}>
                ×
              </button>
            ) : null}
          </div>
        ))}
        {!single && canAddValue(field, shown) ? (
          <button type="button" className={`${smallButton} self-start`} onClick={() => onChange([...shown, blank(field)])}>
            + {t('individuals.form.addValue')}
          </button>
        ) : null}
        {allProblems.map((p, i) => (
          <p key={i} className="text-xs text-red-700" role="alert">{formProblemText(p, t)}</p>
        ))}
        {conflict ? (
          <div className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="field-conflict">
            <span>{t('individuals.form.conflict.note', { name: conflict.by ?? t('individuals.form.conflict.anotherUser'), value: conflictText })}</span>
            <button type="button" className={smallButton} onClick={() => onResolve('theirs')}>{t('individuals.form.conflict.takeTheirs')}</button>
            <button type="button" className={smallButton} onClick={() => onResolve('mine')}>{t('individuals.form.conflict.keepMine')}</button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
