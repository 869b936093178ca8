import { useRef, useState, type KeyboardEvent } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { basePath } from '../../api/basePath';
import { Icon } from '../menu/icons';
import { appUrl } from './appUrl';
import { closeQuickLaunch } from './quickLaunchState';
import { useLaunchTargets, type LaunchTarget } from './useLaunchTargets';
import { MarkedSnippet } from '../../components/markedSnippet/MarkedSnippet';

const groupClass = 'px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const noteClass = 'px-4 py-2 text-sm text-slate-500';

/** The search input and result list of the open quick launch; `newTab` when opened with Shift+Ctrl+O. */
export function QuickLaunchSearch({ newTab }: { newTab: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { screens, objects, texts, loading, error } = useLaunchTargets(query);
  // Shift+Enter, Shift/Ctrl/Cmd+click: the Combobox's onChange does not say how the choice was made
  const askedForNewTab = useRef(false);
  const typed = query.trim() !== '';

  function launch(target: LaunchTarget, inNewTab: boolean) {
    closeQuickLaunch();
    if (inNewTab) window.open(appUrl(target.path, window.location.origin, basePath()), '_blank', 'noopener');
    else navigate(target.path);
  }

  function onKeyDownCapture(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // the Combobox would take the first Escape for itself; here it closes at once
      event.preventDefault();
      event.stopPropagation();
      closeQuickLaunch();
      return;
    }
    if (event.key !== 'Enter') return;
    askedForNewTab.current = event.shiftKey;
    const first = screens[0] ?? objects[0] ?? texts[0];
    if (!event.currentTarget.getAttribute('aria-activedescendant') && first) {
      // nothing highlighted yet: Enter takes the best match
      event.preventDefault();
      event.stopPropagation();
      launch(first, newTab || event.shiftKey);
    }
  }

  const option = (target: LaunchTarget) => (
    <ComboboxOption
      key={target.key}
      value={target}
      data-testid="quick-launch-result"
      className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 text-sm data-[focus]:bg-primary-light"
      onMouseDownCapture={(e) => (askedForNewTab.current = e.shiftKey || e.ctrlKey || e.metaKey)}
      onAuxClick={(e) => {
        if (e.button !== 1) return;
        e.preventDefault();
        launch(target, true);
      }}
    >
      <span className="min-w-0 truncate text-slate-800">
        {target.label}
        {target.snippet && <MarkedSnippet html={target.snippet} className="block truncate text-xs text-slate-500" markClassName="bg-yellow-200 text-slate-800" testId="quick-launch-snippet" />}
      </span>
      <span className="shrink-0 text-xs text-slate-500">{target.detail}</span>
    </ComboboxOption>
  );

  return (
    <Combobox<LaunchTarget | null> value={null} onChange={(target) => target && launch(target, newTab || askedForNewTab.current)}>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        <Icon name="search" className="shrink-0 text-slate-400" />
        <ComboboxInput
          autoFocus
          data-testid="quick-launch-input"
          aria-label={t('quickLaunch.title')}
          placeholder={t('quickLaunch.placeholder')}
          className="h-12 w-full border-0 bg-transparent text-base text-slate-800 placeholder:text-slate-400 focus:outline-none"
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDownCapture={onKeyDownCapture}
        />
      </div>
      {newTab && <div className="bg-primary-light px-4 py-1.5 text-xs text-primary-dark" data-testid="quick-launch-new-tab">{t('quickLaunch.newTabMode')}</div>}
      <ComboboxOptions static className="max-h-[60vh] overflow-y-auto py-1">
        {!typed && <div className={noteClass}>{t('quickLaunch.startTyping')}</div>}
        {screens.length > 0 && <div className={groupClass}>{t('quickLaunch.groups.screens')}</div>}
        {screens.map(option)}
        {typed && (objects.length > 0 || loading || error) && <div className={groupClass}>{t('quickLaunch.groups.objects')}</div>}
        {objects.map(option)}
        {texts.length > 0 && <div className={groupClass}>{t('quickLaunch.groups.texts')}</div>}
        {texts.map(option)}
        {loading && <div className={noteClass}>{t('quickLaunch.searching')}</div>}
        {error && (
          <div className="px-4 py-2 text-sm text-red-700" role="alert" data-testid="quick-launch-error">
            {t('quickLaunch.searchFailed', { error })}
          </div>
        )}
        {typed && !loading && !error && screens.length === 0 && objects.length === 0 && texts.length === 0 && <div className={noteClass}>{t('quickLaunch.nothingFound')}</div>}
      </ComboboxOptions>
      <div className="border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-500">{t('quickLaunch.keys')}</div>
    </Combobox>
  );
}
