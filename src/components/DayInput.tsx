import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, readDayText } from '../i18n/dayText';

export type DayInputProps = {
  /** The ISO day (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Told whether the typed text is a day (or empty); a form keeps Save off while it is not. */
  onValidity?: (valid: boolean) => void;
  className?: string;
  /** The field's name, for those who cannot see where it stands. */
  label?: string;
  testId?: string;
};

/**
 * A calendar day typed as DD.MM.YYYY in every language and browser (a native date field follows
 * the browser's locale), with the browser's calendar a click away. Text that is not a day says
 * 'Неверный формат даты' and leaves the value as it was.
 */
export function DayInput({ value, onChange, onValidity, className = '', label, testId }: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(dayText(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // a value set from outside (the form opened on another record) shows as text; typing that is
  // not a day yet is left alone
  useEffect(() => {
    setText((current) => {
      const reading = readDayText(current);
      if (reading.kind === 'invalid') return current;
      return (reading.kind === 'day' ? reading.iso : '') === value ? current : dayText(value);
    });
  }, [value]);

  function type(next: string) {
    setText(next);
    const reading = readDayText(next);
    const bad = reading.kind === 'invalid';
    setInvalid(bad);
    onValidity?.(!bad);
    if (!bad) onChange(reading.kind === 'day' ? reading.iso : '');
  }

  return (
    <span className="flex flex-col gap-1">
      <span className="relative flex">
        <input
          className={`${className} pr-9`}
          inputMode="numeric"
          placeholder={t('dates.placeholder')}
          value={text}
          aria-label={label}
          aria-invalid={invalid}
          onChange={(e) => type(e.target.value)}
          data-testid={testId}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 px-2 text-gray-500 hover:text-primary"
          aria-label={t('dates.calendar')}
          title={t('dates.calendar')}
          onClick={() => picker.current?.showPicker()}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        <input ref={picker} type="date" tabIndex={-1} aria-hidden="true" className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0" value={value} onChange={(e) => type(dayText(e.target.value))} />
      </span>
      {invalid && (
        <span className="text-xs text-red-700" role="alert">
          {t('dates.invalid')}
        </span>
      )}
    </span>
  );
}
