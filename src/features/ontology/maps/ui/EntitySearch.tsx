import { useEffect, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './mapsUi';

type Found = { id: string; name: string; hint?: string };

type Props = {
  /** Finds candidates for the typed text (local or through the data API). */
  search: (text: string) => Promise<Found[]> | Found[];
  onPick: (found: Found) => void;
  placeholder: string;
  testId?: string;
  /** Debounce of server searches, ms. */
  delay?: number;
  width?: string;
};

/** A search box with a drop-down of matches; picking one calls onPick and clears the box. */
export function EntitySearch({ search, onPick, placeholder, testId, delay = 250, width = 'w-64' }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  useEffect(() => {
    if (!text.trim()) {
      setFound([]);
      return;
    }
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
    // the search function is usually recreated each render; the text is what matters
  }, [text, delay]);
  return (
    <Combobox
      value={null as Found | null}
      onChange={(picked: Found | null) => {
        if (!picked) return;
        onPick(picked);
        setText('');
      }}
    >
      <div className={`relative ${width}`}>
        <ComboboxInput className={`${inputClass} w-full`} placeholder={placeholder} aria-label={placeholder} data-testid={testId} value={text} onChange={(e) => setText(e.target.value)} />
        {text.trim() !== '' && (
          <ComboboxOptions anchor="bottom start" className="z-50 max-h-72 w-[var(--input-width)] overflow-y-auto rounded border border-gray-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {found.length === 0 && <div className="px-3 py-1 text-gray-500">{t('maps.common.nothingFound')}</div>}
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
