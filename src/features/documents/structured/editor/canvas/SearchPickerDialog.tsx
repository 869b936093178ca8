import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Problem, problemText } from '../../../../../components/Problem';
import { useLoad } from '../../../../../components/useLoad';
import { quietButton } from '../../../../../components/buttonClasses';
import { inputClass } from '../ui/styles';
import { listReadableSearches, type SearchSummary } from '../../semanticSearchApi';
import { matchingSearches } from './searchMatching';

type Props = { open: boolean; currentId: string | null; onPick: (search: SearchSummary) => void; onClose: () => void };

/** Picks one of the saved semantic searches the author may read, found by words of its name. */
export function SearchPickerDialog({ open, currentId, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useLoad(() => (open ? listReadableSearches() : Promise.resolve([])), [open]);
  const shown = useMemo(() => matchingSearches(list.data ?? [], text), [list.data, text]);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[8vh]">
        <DialogPanel className="flex w-full max-w-xl flex-col rounded-lg bg-white shadow-xl" data-testid="search-picker">
          <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{t('sdocEditor.canvas.search.pickerTitle')}</DialogTitle>
          <div className="flex flex-col gap-2 px-5 py-3">
            <input autoFocus className={inputClass} value={text} placeholder={t('sdocEditor.canvas.search.filter')} aria-label={t('sdocEditor.canvas.search.filter')} onChange={(e) => setText(e.target.value)} data-testid="search-picker-filter" />
            <Problem text={list.error ? problemText(list.error) : null} />
            {list.loading && <p className="text-sm text-gray-500">{t('sdocEditor.common.loading')}</p>}
            {list.data && list.data.length === 0 && <p className="text-sm text-gray-500">{t('sdocEditor.canvas.search.none')}</p>}
            {list.data && list.data.length > 0 && shown.length === 0 && <p className="text-sm text-gray-500">{t('sdocEditor.canvas.search.nothingFound')}</p>}
            <ul className="flex max-h-[50vh] flex-col overflow-y-auto" role="listbox" aria-label={t('sdocEditor.canvas.search.pickerTitle')}>
              {shown.map((search) => (
                <li key={search.id} role="option" aria-selected={search.id === currentId}>
                  <button
                    type="button"
                    className={`flex w-full flex-col rounded px-2 py-1.5 text-left hover:bg-gray-100 ${search.id === currentId ? 'bg-primary/10' : ''}`}
                    onClick={() => onPick(search)}
                    data-testid="search-picker-item"
                  >
                    <span className="text-sm font-medium text-gray-900">{search.name}</span>
                    <span className="text-xs text-gray-500">
                      {[search.rootClassName && t('sdocEditor.canvas.search.rootClass', { name: search.rootClassName }), search.authorName && t('sdocEditor.canvas.search.author', { name: search.authorName })].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex justify-end border-t border-gray-200 px-5 py-3">
            <button type="button" className={quietButton} onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
