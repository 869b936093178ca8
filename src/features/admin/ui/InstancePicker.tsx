import { useEffect, useState } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { META_PROP, UUID_RE } from '../../../../realtime/protocol/metaModel';
import { captionOf, ontologyClient, where, type EntityRef as InstanceRef } from '../../ontology';
import { captionLanguage } from '../api/captionLanguage';
import { objectKind, type ObjectKind } from '../api/objectKind';
import { inputClass } from './fields';

const SEARCH_LIMIT = 20;

/** A found object with what it is, so a map and a class of the same name are told apart. */
type Option = InstanceRef & { kind: ObjectKind };

/**
 * Picks an instance (an assignment's object, a role's subject area) by typing part of its name;
 * an id pasted as is is accepted too. Each option says what kind of object it is («Карта онтологии
 * pizza», «Класс Pizza»). Empty means none.
 */
export function InstancePicker({ value, onChange, label }: { value: InstanceRef | null; onChange: (value: InstanceRef | null) => void; label: string }) {
  const { t, i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[]>([]);

  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      // ids are lowercase in the data API; one copied from elsewhere may not be
      const id = text.toLowerCase();
      const byIdOrName = UUID_RE.test(id) ? where.ids(id) : where.nameOrLabelContains(text);
      ontologyClient
        .read({ fields: ['class', META_PROP.label], where: byIdOrName, limit: SEARCH_LIMIT }, { captions: { lang: language, of: [META_PROP.instanceOf] } })
        .then(({ entities }) => current && setOptions(entities.map((e) => ({ id: e.id, name: captionOf(e, language), kind: objectKind(e.classes) }))))
        .catch(() => current && setOptions([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, language]);

  return (
    <div className="flex items-center gap-1">
      <Combobox value={value} onChange={onChange} by="id" onClose={() => setQuery('')}>
        <div className="relative flex-1">
          <ComboboxInput
            aria-label={label}
            className={inputClass}
            displayValue={(v: InstanceRef | null) => v?.name ?? ''}
            placeholder={t('admin.common.searchByName')}
            onChange={(e) => setQuery(e.target.value)}
          />
          <ComboboxOptions anchor="bottom start" className="z-[60] max-h-60 w-[var(--input-width)] overflow-y-auto rounded border border-gray-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {options.map(({ kind, ...option }) => (
              <ComboboxOption key={option.id} value={option} className="cursor-default px-2 py-1 data-focus:bg-primary-light">
                <span className="text-gray-500">{t(kind.key, kind.values)}</span> {option.name || option.id}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {value && (
        <button type="button" className="px-1 text-gray-500 hover:text-red-700" aria-label={t('admin.common.clear')} onClick={() => onChange(null)}>
          ×
        </button>
      )}
    </div>
  );
}
