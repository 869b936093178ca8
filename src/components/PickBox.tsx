import { useEffect, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';

export type Pickable = { id: string; name: string; hint?: string };

type Props = {
  /** Candidates for the typed text (from the catalog, or through the API). */
  search: (text: string) => Promise<Pickable[]> | Pickable[];
  onPick: (picked: Pickable) => void;
  placeholder: string;
  testId?: string;
  /** Candidates shown before anything is typed. */
  showAll?: boolean;
  /** Debounce of server searches, ms. */
  delay?: number;
  className?: string;
  inputClassName?: string;
};

const INPUT_CLASS = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary';

/** A search box with a drop-down of matches (a class, an instance, a person, picked by name); picking one calls onPick and clears the box. */
export function PickBox({ search, onPick, placeholder, testId, showAll = false, delay = 150, className = 'w-64', inputClassName = INPUT_CLASS }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Pickable[]>([]);
  const active = showAll || text.trim() !== '';
  useEffect(() => {
    if (!active) return setFound([]);
    let current = true;
    const timer = setTimeout(() => {
      void Promise.resolve(search(text)).then(
        (list) => current && setFound(list),
        (error: unknown) => console.error('search failed', error),
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // the search function is recreated each render; the text is what matters
  }, [text, active, delay]);
  return (
    <Combobox
      value={null as Pickable | null}
      onChange={(picked: Pickable | null) => {
        if (!picked) return;
        onPick(picked);
        setText('');
      }}
    >
      <div className={`relative ${className}`}>
        <ComboboxInput
          className={inputClassName}
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid={testId}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {active && (
          <ComboboxOptions anchor="bottom start" className="z-50 max-h-72 w-[var(--input-width)] overflow-y-auto rounded border border-gray-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {found.length === 0 && <div className="px-3 py-1 text-gray-500">{t('common.nothingFound')}</div>}
            {found.map((item) => (
              <ComboboxOption key={item.id} value={item} className="cursor-pointer px-3 py-1 data-[focus]:bg-blue-50">
                {item.name || '—'}
                {item.hint && <span className="ml-2 text-xs text-gray-500">{item.hint}</span>}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}

/** Matches from a list: names containing the text, those starting with it first. */
export function matching<T extends Pickable>(items: Iterable<T>, text: string, limit = 30): T[] {
  const q = text.trim().toLowerCase();
  const all = [...items].filter((i) => i.name.toLowerCase().includes(q));
  const starts = (i: T) => (i.name.toLowerCase().startsWith(q) ? 0 : 1);
  return all.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name, 'ru')).slice(0, limit);
}
