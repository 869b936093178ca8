import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lineColumnOf, piecesOf, type SwrlProblem, type TextMark } from './textMarks';

type Props = {
  value: string;
  onChange: (text: string) => void;
  problems: readonly SwrlProblem[];
  readOnly: boolean;
  /** A check is under way (the text was changed and not yet checked). */
  checking: boolean;
  label: string;
};

// enough rows for the text as it wraps (about 80 characters a row), within reason
const visibleRows = (text: string): number => Math.min(14, Math.max(4, text.split('\n').reduce((rows, line) => rows + Math.ceil((line.length + 1) / 80), 1)));

// the backdrop and the text area must lay text out identically for the underline to sit under it
const TEXT_LAYOUT = 'm-0 w-full px-3 py-2 font-mono text-sm leading-6 whitespace-pre-wrap break-words';

/**
 * The rule's SWRL text, editable, with each problem underlined where it is: a backdrop behind the
 * transparent-background text area repeats the text with the problem spans marked. Below, each
 * problem says its line and column; a click puts the caret there.
 */
export function SwrlTextEditor({ value, onChange, problems, readOnly, checking, label }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const marks: TextMark[] = problems.flatMap((p) => (p.at === null ? [] : [{ at: p.at, length: p.length }]));
  const pieces = piecesOf(value, marks);

  function goTo(problem: SwrlProblem) {
    const input = area.current;
    if (!input || problem.at === null) return;
    input.focus();
    input.setSelectionRange(problem.at, problem.at + problem.length);
  }

  return (
    <div className="flex flex-col gap-1">
      <div className={`relative rounded border bg-white ${problems.length > 0 ? 'border-red-400' : 'border-gray-300'}`}>
        <div ref={backdrop} aria-hidden className={`${TEXT_LAYOUT} pointer-events-none absolute inset-0 overflow-hidden text-transparent`}>
          {pieces.map((piece, i) =>
            piece.marked ? (
              <mark key={i} className="rounded-sm bg-red-100 text-transparent underline decoration-red-600 decoration-wavy" data-testid="swrl-mark">
                {piece.text}
              </mark>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
          {'\n'}
        </div>
        <textarea
          ref={area}
          className={`${TEXT_LAYOUT} relative block min-h-32 resize-y bg-transparent text-gray-900 outline-none`}
          rows={visibleRows(value)}
          spellCheck={false}
          aria-label={label}
          aria-invalid={problems.length > 0 ? true : undefined}
          readOnly={readOnly}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onScroll={(e) => {
            if (backdrop.current) backdrop.current.scrollTop = e.currentTarget.scrollTop;
          }}
          data-testid="swrl-text"
        />
      </div>
      <div className="min-h-5 text-xs" aria-live="polite">
        {problems.length === 0 ? (
          <span className="text-gray-500" data-testid="swrl-status">{checking ? t('owlRules.swrl.checking') : value.trim() ? t('owlRules.swrl.ok') : t('owlRules.swrl.empty')}</span>
        ) : (
          <ul className="flex flex-col gap-0.5" role="alert" data-testid="swrl-problems">
            {problems.map((p, i) => {
              const where = p.at === null ? null : lineColumnOf(value, p.at);
              return (
                <li key={i} className="text-red-700" data-testid="swrl-problem">
                  {where ? (
                    <button type="button" className="mr-1 font-medium underline" onClick={() => goTo(p)} data-testid="swrl-problem-at">
                      {t('owlRules.swrl.at', { line: where.line, column: where.column })}
                    </button>
                  ) : null}
                  {p.message}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
