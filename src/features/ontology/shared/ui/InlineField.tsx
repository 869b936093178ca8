import { useEffect, useState } from 'react';
import { inputClass } from './styles';

type Props = {
  label: string;
  value: string;
  /** Saves the new text; a rejection's message is shown under the field and the text stays for correction. */
  onSave: (text: string) => Promise<void>;
  multiline?: boolean;
  testId?: string;
  /** The user may not change it: shown, selectable, not editable. */
  readOnly?: boolean;
};

/** A value edited in place: saved when the field loses focus or on Enter, when it changed. */
export function InlineField({ label, value, onSave, multiline = false, testId, readOnly = false }: Props) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a change from elsewhere (another user, a reload) shows unless the user is mid-edit
  useEffect(() => {
    if (!busy) setText(value);
  }, [value]);
  async function save() {
    if (text === value) return;
    setBusy(true);
    try {
      await onSave(text);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  const common = {
    className: readOnly ? `${inputClass} bg-gray-50 text-gray-700` : inputClass,
    value: text,
    disabled: busy,
    readOnly,
    'data-testid': testId,
    onBlur: () => void save(),
  };
  return (
    <label className="flex flex-col gap-1 text-sm text-gray-700">
      {label}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => setText(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void save()} />
      )}
      {problem && (
        <span role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      )}
    </label>
  );
}
