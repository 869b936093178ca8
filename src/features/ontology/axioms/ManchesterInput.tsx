import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { completeAt, type Completion } from '../../../../model/owl/manchester/complete';
import type { NamedEntity } from '../../../../model/owl/manchester/resolver';
import { inputClass } from '../shared/ui/styles';

type Props = {
  value: string;
  onChange: (text: string) => void;
  vocabulary: readonly NamedEntity[];
  /** The offending span, highlighted under the text. */
  problem: { at: number; length: number; text: string } | null;
  onSubmit: () => void;
  onCancel: () => void;
  label: string;
  testId: string;
};

const WORD_CHAR = /[^\s(){}[\],]/;

/**
 * A Manchester expression editor: completion of keywords and names at the cursor (arrows to
 * choose, Enter or Tab to take, Esc to close; Ctrl+Space to ask), Enter to save, and the place of
 * an error marked in the text under the field with the reason.
 */
export function ManchesterInput({ value, onChange, vocabulary, problem, onSubmit, onCancel, label, testId }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [active, setActive] = useState(0);
  const pendingCursor = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCursor.current === null || !area.current) return;
    area.current.setSelectionRange(pendingCursor.current, pendingCursor.current);
    pendingCursor.current = null;
  });

  const suggest = (text: string, cursor: number) => {
    const found = completeAt(text, cursor, vocabulary);
    setCompletion(found.items.length ? found : null);
    setActive(0);
  };

  // the names come a moment after editing starts: what was typed meanwhile gets its suggestions then
  useEffect(() => {
    const field = area.current;
    if (!field || document.activeElement !== field || vocabulary.length === 0) return;
    const cursor = field.selectionStart;
    if (cursor > 0 && WORD_CHAR.test(field.value[cursor - 1] as string)) suggest(field.value, cursor);
    // only the arrival of the names matters here, not every keystroke
  }, [vocabulary]);

  const accept = (index: number) => {
    const item = completion?.items[index];
    if (!completion || !item) return;
    const rest = value.slice(completion.to);
    const spacer = rest.startsWith(' ') || rest.startsWith(')') || rest.startsWith(',') ? '' : ' ';
    const next = `${value.slice(0, completion.from)}${item.insert}${spacer}${rest}`;
    pendingCursor.current = completion.from + item.insert.length + spacer.length;
    setCompletion(null);
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const open = completion !== null;
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      suggest(value, event.currentTarget.selectionStart);
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const count = completion.items.length;
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      accept(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (open) setCompletion(null);
      else onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onSubmit();
    }
  };

  const listId = `${testId}-suggestions`;
  return (
    <div className="relative flex flex-col gap-1">
      <textarea
        ref={area}
        aria-label={label}
        aria-autocomplete="list"
        aria-controls={completion ? listId : undefined}
        aria-activedescendant={completion ? `${listId}-${active}` : undefined}
        aria-invalid={problem !== null}
        data-testid={testId}
        rows={2}
        spellCheck={false}
        className={`${inputClass} w-full resize-y font-mono ${problem ? 'border-red-400' : ''}`}
        placeholder={t('classes.axioms.placeholder')}
        value={value}
        autoFocus
        onChange={(event) => {
          const text = event.target.value;
          const cursor = event.target.selectionStart;
          onChange(text);
          // suggestions open while a word is typed, as in Protégé, and close on anything else
          if (cursor > 0 && WORD_CHAR.test(text[cursor - 1] as string)) suggest(text, cursor);
          else setCompletion(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setCompletion(null)}
      />
      {completion && (
        <ul id={listId} role="listbox" aria-label={t('classes.axioms.suggestions')} data-testid="axiom-suggestions" className="absolute left-0 top-full z-20 mt-1 max-h-60 w-full overflow-y-auto rounded border border-gray-300 bg-white py-1 text-sm shadow-lg">
          {completion.items.map((item, index) => (
            <li
              key={`${item.kind} ${item.label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-2 py-0.5 ${index === active ? 'bg-primary text-white' : 'text-gray-900 hover:bg-gray-100'}`}
              // mousedown, not click: the field must not lose focus before the choice is taken
              onMouseDown={(event) => {
                event.preventDefault();
                accept(index);
              }}
            >
              <span className="font-mono">{item.label}</span>
              <span className={`text-xs ${index === active ? 'text-white/80' : 'text-gray-500'}`}>{t(`classes.axioms.kinds.${item.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {problem && <ProblemView text={value} problem={problem} />}
    </div>
  );
}

/** The text with the offending span underlined (a marker at the end when something is missing there), and the reason. */
function ProblemView({ text, problem }: { text: string; problem: { at: number; length: number; text: string } }) {
  const at = Math.min(problem.at, text.length);
  const end = Math.min(at + problem.length, text.length);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <div className="whitespace-pre-wrap break-all rounded bg-gray-50 px-2 py-1 font-mono text-gray-800" data-testid="axiom-error-view" aria-hidden="true">
        {text.slice(0, at)}
        <mark data-testid="axiom-error-mark" className={`rounded-sm bg-red-100 text-red-800 underline decoration-red-600 decoration-wavy ${end === at ? 'px-1' : ''}`}>
          {end === at ? '\u2038' : text.slice(at, end)}
        </mark>
        {text.slice(end)}
      </div>
      <p role="alert" data-testid="axiom-error" className="text-red-700">
        {problem.text}
      </p>
    </div>
  );
}
