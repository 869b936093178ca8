import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/DayInput';
import { inputClass } from '../../../components/tableStyles';
import type { FieldKind, FieldText } from './columnValues';

type Props = { kind: FieldKind; value: FieldText; onChange: (text: FieldText) => void; testId?: string; label: string; invalid?: boolean };

/** One value typed as its column's type: a number (ru-RU), a day (DD.MM.YYYY), yes/no, or text; empty is no value. */
export function ValueField({ kind, value, onChange, testId, label, invalid = false }: Props) {
  const { t } = useTranslation();
  if (kind === 'date') return <DayInput value={value} onChange={onChange} className={inputClass} testId={testId} />;
  if (kind === 'boolean') {
    return (
      <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} data-testid={testId}>
        <option value="">{t('dmn.test.value.none')}</option>
        <option value="true">{t('dmn.test.value.yes')}</option>
        <option value="false">{t('dmn.test.value.no')}</option>
      </select>
    );
  }
  const numeric = kind === 'number' || kind === 'integer';
  return (
    <input
      className={`${inputClass} ${invalid ? 'border-red-500' : ''}`}
      inputMode={numeric ? 'decimal' : undefined}
      placeholder={numeric ? t('dmn.test.value.numberHint') : t('dmn.test.value.textHint')}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
