import { useTranslation } from 'react-i18next';

export const ENTRY_TABS = ['context', 'lattice', 'concepts', 'implications'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];

/** The entry's four views, one at a time. */
export function EntryTabs({ tab, onTab }: { tab: EntryTab; onTab: (tab: EntryTab) => void }) {
  const { t } = useTranslation();
  const tabClass = (mine: EntryTab) => `border-b-2 px-3 py-1.5 text-sm ${tab === mine ? 'border-primary font-medium text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`;
  return (
    <div role="tablist" className="flex gap-1 border-b border-gray-200">
      {ENTRY_TABS.map((mine) => (
        <button key={mine} type="button" role="tab" aria-selected={tab === mine} className={tabClass(mine)} onClick={() => onTab(mine)} data-testid={`fca-tab-${mine}`}>
          {t(`fca.tabs.${mine}`)}
        </button>
      ))}
    </div>
  );
}
