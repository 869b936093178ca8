import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import type { DraftValue } from './formModel';
import { LinkPicker } from './LinkPicker';
import { inputClass } from '../ui';

type Props = {
  field: FormField;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  /** The person left the input: a half-typed value is now checked whole. */
  onLeave?: () => void;
  invalid: boolean;
  label: string;
};

const LANGS = ['ru', 'en'];

/** One value's input, by the property's type. */
export function ValueInput({ field, value, onChange, onLeave, invalid, label }: Props) {
  const { t } = useTranslation();
  const disabled = field.readonly;
  const cls = `${inputClass} ${invalid ? 'border-red-500 ring-1 ring-red-400' : ''}`;
  const text = (next: string) => onChange({ ...value, text: next });
  if (field.kind === 'object') return <LinkPicker rangeClass={field.range} value={value} onChange={onChange} disabled={disabled} label={label} />;
  switch (field.type) {
    case 'text':
      return <textarea className={`${cls} h-24 w-full`} value={value.text} onChange={(e) => text(e.target.value)} disabled={disabled} aria-label={label} aria-invalid={invalid} />;
    case 'multiString':
      return (
        <div className="flex w-full gap-1">
          <select className={`${inputClass} w-16`} value={value.lang ?? 'ru'} onChange={(e) => onChange({ ...value, lang: e.target.value })} disabled={disabled} aria-label={`${label}: ${t('individuals.form.lang')}`}>
            {[...new Set([...LANGS, value.lang ?? 'ru'])].map((l) => (
              <option key={l} value={l}>{t(`individuals.form.langs.${l}`, { defaultValue: l })}</option>
            ))}
          </select>
          <input className={`${cls} flex-1`} value={value.text} onChange={(e) => text(e.target.value)} disabled={disabled} aria-label={label} aria-invalid={invalid} />
        </div>
      );
    case 'bool':
      return (
        <select className={`${cls} w-40`} value={value.text} onChange={(e) => text(e.target.value)} disabled={disabled} aria-label={label}>
          <option value="">{t('individuals.form.notSet')}</option>
          <option value="true">{t('individuals.form.yes')}</option>
          <option value="false">{t('individuals.form.no')}</option>
        </select>
      );
    case 'int':
    case 'float':
      return <input className={`${cls} w-48`} inputMode={field.type === 'int' ? 'numeric' : 'decimal'} value={value.text} onChange={(e) => text(e.target.value)} onBlur={onLeave} disabled={disabled} aria-label={label} aria-invalid={invalid} />;
    case 'date':
      // typed as DD.MM.YYYY (or YYYY-MM-DD) and checked as typed, never rewritten under the fingers
      return <input className={`${cls} w-40`} placeholder={t('individuals.form.datePlaceholder')} value={value.text} onChange={(e) => text(e.target.value)} onBlur={onLeave} disabled={disabled} aria-label={label} aria-invalid={invalid} />;
    case 'dateTime':
      // DD.MM.YYYY HH:mm in every language: a native date-time field would follow the browser's locale
      return <input className={`${cls} w-56`} placeholder={t('individuals.form.dateTimePlaceholder')} value={value.text} onChange={(e) => text(e.target.value)} onBlur={onLeave} disabled={disabled} aria-label={label} aria-invalid={invalid} />;
    default:
      // a value shown by its caption (the author: the person's name) is read only
      if (value.cap && disabled) return <input className={`${cls} w-full`} value={value.cap} disabled aria-label={label} />;
      return <input className={`${cls} w-full`} value={value.text} onChange={(e) => text(e.target.value)} disabled={disabled} aria-label={label} aria-invalid={invalid} />;
  }
}
