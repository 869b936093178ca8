// a menu of radio items rather than a Listbox: the top bar's menus share one component, and the
// Listbox brings a virtualiser the first screen does not need
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { showMessage } from '../../state/messageStore';
import { Icon } from '../menu/icons';
import { defaultDomainState } from './defaultDomainState';
import { saveDefaultDomain } from './defaultDomainApi';
import { useDomainChoices } from './useDomainChoices';
import { errorText } from '../../api/errorText';

const optionClass = 'group flex cursor-pointer items-center gap-2 px-4 py-2 text-sm text-slate-700 data-[focus]:bg-primary-light';

function Choice({ label, selected, onSelect }: { label: string; selected: boolean; onSelect: () => void }) {
  return (
    <MenuItem>
      <button type="button" role="menuitemradio" aria-checked={selected} className={`${optionClass} w-full text-left`} onClick={onSelect} data-testid="default-domain-option">
        <Icon name="approve" size={16} className={`shrink-0 text-primary ${selected ? '' : 'invisible'}`} />
        <span className="min-w-0 truncate">{label}</span>
      </button>
    </MenuItem>
  );
}

/** The top bar's default-domain button: the subject area (of the user's roles) screens start in, or all areas. */
export function DefaultDomainButton() {
  const { t } = useTranslation();
  const { user } = useSnapshot(shellState);
  const signedIn = user?.isAuthenticated === true;
  const { areas, current, names, namesLoaded } = useDomainChoices(signedIn, user?.id ?? null);
  if (!signedIn) return null;

  const nameOf = (id: string) => names[id] ?? (namesLoaded ? t('domain.unnamed') : '…');
  const label = current === null ? t('domain.all') : nameOf(current);

  async function choose(id: string | null) {
    const previous = defaultDomainState.id;
    if (id === previous) return;
    defaultDomainState.id = id;
    // the user's choice is what counts now, even if the stored one is still on its way
    defaultDomainState.loaded = true;
    try {
      await saveDefaultDomain(id);
    } catch (error) {
      // undone only if nothing was chosen since
      if (defaultDomainState.id === id) defaultDomainState.id = previous;
      showMessage({ text: t('domain.saveFailed', { error: errorText(error) }), kind: 'error' });
    }
  }

  return (
    <Menu as="div" className="relative" data-testid="default-domain">
      <MenuButton
        className="flex max-w-56 items-center gap-1.5 rounded px-2 py-1.5 text-sm text-white hover:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white/60 data-[open]:bg-white/15"
        aria-label={t('domain.button', { name: label })}
        title={`${t('domain.title')}: ${label}`}
        data-testid="default-domain-button"
      >
        <Icon name="map" className="shrink-0" />
        <span className="hidden min-w-0 truncate md:inline" data-testid="default-domain-label">
          {label}
        </span>
        <Icon name="chevron" size={14} className="shrink-0 opacity-80" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-72 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        <div className="px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('domain.title')}</div>
        <Choice label={t('domain.all')} selected={current === null} onSelect={() => void choose(null)} />
        {areas.map((id) => (
          <Choice key={id} label={nameOf(id)} selected={current === id} onSelect={() => void choose(id)} />
        ))}
        {areas.length === 0 && (
          <div className="px-4 py-2 text-xs text-slate-500" data-testid="default-domain-hint">
            {t('domain.noAreas')}
          </div>
        )}
      </MenuItems>
    </Menu>
  );
}
