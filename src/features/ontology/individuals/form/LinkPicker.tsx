import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { searchInstances } from '../individualsApi';
import { inputClass, linkClass, smallButton } from '../ui';
import type { DraftValue } from './formModel';

type Props = { rangeClass: string | null; value: DraftValue; onChange: (value: DraftValue) => void; disabled: boolean; label: string };

/** An object property's value: the linked instance (a link to its card) or a search among the range class's instances. */
export function LinkPicker({ rangeClass, value, onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Array<{ id: string; name: string }> | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(() => {
      searchInstances(rangeClass, search).then((list) => live && setFound(list), (e: unknown) => console.error('instance search failed', e));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, search, rangeClass]);

  if (value.text && !open) {
    return (
      <span className="flex items-center gap-2">
        <Link className={linkClass} to={`/examp_list/${rangeClass ?? ''}?inst=${value.text}`}>{value.cap ?? value.text}</Link>
        {!disabled ? (
          <button type="button" className={smallButton} onClick={() => setOpen(true)}>{t('individuals.form.pick')}</button>
        ) : null}
      </span>
    );
  }
  if (disabled) return <span className="text-sm text-gray-500">—</span>;
  return (
    <div className="relative w-full max-w-md">
      <input className={`${inputClass} w-full`} placeholder={t('individuals.form.pickSearch')} aria-label={label} value={search} onChange={(e) => setSearch(e.target.value)} onFocus={() => setOpen(true)} onBlur={() => setTimeout(() => setOpen(false), 200)} />
      {open ? (
        <ul className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded border border-gray-200 bg-white text-sm shadow-lg" role="listbox">
          {(found ?? []).map((item) => (
            <li key={item.id}>
              <button type="button" role="option" aria-selected={item.id === value.text} className="w-full px-3 py-1 text-left hover:bg-gray-100" onClick={() => { onChange({ ...value, text: item.id, cap: item.name }); setOpen(false); setSearch(''); }}>
                {item.name}
              </button>
            </li>
          ))}
          {found && found.length === 0 ? <li className="px-3 py-1 text-gray-500">{t('individuals.form.pickNone')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
