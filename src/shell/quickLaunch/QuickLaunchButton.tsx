import { useTranslation } from 'react-i18next';
import { Icon } from '../menu/icons';
import { openQuickLaunch } from './quickLaunchState';

/** The top bar's quick-launch button (white on the dark bar), with the shortcut as a hint. */
export function QuickLaunchButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => openQuickLaunch(false)}
      aria-label={t('quickLaunch.open')}
      title={t('quickLaunch.openHint')}
      data-testid="quick-launch-button"
      className="flex items-center gap-1.5 rounded px-2 py-1.5 text-white hover:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white/60"
    >
      <Icon name="search" />
      <kbd className="hidden rounded border border-white/40 px-1 font-sans text-[11px] leading-4 text-white/85 md:inline">{t('quickLaunch.shortcut')}</kbd>
    </button>
  );
}
