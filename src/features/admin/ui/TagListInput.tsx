import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addEntries, parseEntries } from './tagListEntries';

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Turns a typed entry into its stored form (e.g. a route path with a leading slash). */
  normalise?: (entry: string) => string;
  /** Offered as the admin types. */
  suggestions?: readonly string[];
  placeholder?: string;
  label: string;
};

/** A list edited as chips: Enter, comma or space adds; pasting a list adds every entry; × or Backspace removes. */
export function TagListInput({ value, onChange, normalise = (e) => e, suggestions = [], placeholder, label }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const listId = useId();

  function commit(text: string) {
    const entries = parseEntries(text).map(normalise);
    if (entries.length) onChange(addEntries(value, entries));
    setDraft('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',' || event.key === ' ') && draft.trim() !== '') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Enter') {
      // an empty draft: Enter must not submit the whole dialog by accident
      event.preventDefault();
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  }
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (parseEntries(text).length > 1) {
      event.preventDefault();
      commit(`${draft} ${text}`);
    }
  }

  return (
    <div className="flex min-h-8 flex-wrap items-center gap-1 rounded border border-gray-300 bg-white px-1.5 py-1 focus-within:border-primary focus-within:ring-1 focus-within:ring-primary">
      {value.map((entry) => (
        <span key={entry} className="inline-flex items-center gap-1 rounded bg-primary-light px-1.5 py-0.5 font-mono text-xs text-primary-dark">
          {entry}
          <button
            type="button"
            className="text-primary-dark/70 hover:text-red-700"
            aria-label={t('admin.common.removeEntry', { entry })}
            onClick={() => onChange(value.filter((v) => v !== entry))}
          >
            ×
          </button>
        </span>
      ))}
      <input
        aria-label={label}
        className="min-w-32 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm outline-none"
        value={draft}
        placeholder={value.length ? '' : placeholder}
        list={suggestions.length ? listId : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => draft.trim() !== '' && commit(draft)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  );
}
