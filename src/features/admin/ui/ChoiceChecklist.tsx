import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, inputClass } from './fields';
import { toggleItem } from './toggleItem';

export type Choice = { id: string; label: string; hint?: string; group?: string };

type Props = {
  /** The title of the list (it is read out with the filter). */
  label: string;
  hint?: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown when there is nothing to choose from. */
  empty?: string;
  /** The ticked choices listed first (as they were when the list appeared: rows do not jump under the cursor). */
  chosenFirst?: boolean;
  testId?: string;
};

/** Many choices from a list by their names: a filter box over a scrolling list of checkboxes (grouped when the choices say so), and a count. */
export function ChoiceChecklist({ label, hint, choices, value, onChange, empty, chosenFirst = false, testId }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const titleId = useId();
  const needle = filter.trim().toLocaleLowerCase();
  // the order is fixed when the choices arrive, not on every tick (value is left out of the memo on purpose)
  const ordered = useMemo(() => (chosenFirst ? [...choices].sort((a, b) => Number(value.includes(b.id)) - Number(value.includes(a.id))) : choices), [choices, chosenFirst]);
  const shown = useMemo(() => (needle ? ordered.filter((c) => `${c.label} ${c.hint ?? ''}`.toLocaleLowerCase().includes(needle)) : ordered), [ordered, needle]);
  const chosen = value.filter((id) => choices.some((c) => c.id === id)).length;
  return (
    <section className="flex flex-col gap-1.5 text-sm" aria-labelledby={titleId} data-testid={testId}>
      <div className="flex items-center gap-2">
        <span id={titleId} className="font-medium text-gray-700">
          {label}
        </span>
        <span className="text-xs text-gray-500">{t('admin.osaRoles.chosen', { count: chosen })}</span>
      </div>
      {hint && <span className="text-xs text-gray-500">{hint}</span>}
      {choices.length === 0 ? (
        <p className="text-xs text-gray-500">{empty ?? t('admin.users.nothingToPick')}</p>
      ) : (
        <>
          {choices.length > 8 && (
            <input type="search" className={inputClass} placeholder={t('admin.users.filter')} aria-label={`${label}: ${t('admin.users.filter')}`} value={filter} onChange={(e) => setFilter(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />
          )}
          <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded border border-gray-200 p-2">
            {shown.map((choice, n) => (
              <div key={choice.id} className="flex flex-col">
                {choice.group && choice.group !== shown[n - 1]?.group && <span className="mt-1 text-xs font-semibold tracking-wide text-gray-500 uppercase first:mt-0">{choice.group}</span>}
                <Checkbox
                  checked={value.includes(choice.id)}
                  onChange={(on) => onChange(toggleItem([...value], choice.id, on))}
                  label={
                    <span>
                      {choice.label}
                      {choice.hint && <span className="ml-2 text-xs text-gray-500">{choice.hint}</span>}
                    </span>
                  }
                />
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
