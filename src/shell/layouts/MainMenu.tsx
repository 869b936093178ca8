import { Suspense, useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useIsHidden } from '../guard/shellAccess';
import { setLocale, LOCALES, type Locale } from '../../i18n/i18n';
import { signOut } from '../../api/auth/signOut';
import { lazyComponent } from '../lazyLoading/lazyComponent';
import { UserIcon } from './TopBarIcons';

// the dialogs' code is loaded when one opens, so the first screen does not carry it
const ChangePasswordDialog = lazyComponent(() => import('../dialogs/ChangePasswordDialog'), 'ChangePasswordDialog', ['dialogs']);
const FeedbackDialog = lazyComponent(() => import('../dialogs/FeedbackDialog'), 'FeedbackDialog', ['dialogs']);
const WhatsNewDialog = lazyComponent(() => import('../dialogs/WhatsNewDialog'), 'WhatsNewDialog', ['dialogs']);
const ServicesDialog = lazyComponent(() => import('../dialogs/ServicesDialog'), 'ServicesDialog', ['dialogs']);
const AccountDeletionDialog = lazyComponent(() => import('../dialogs/AccountDeletionDialog'), 'AccountDeletionDialog', ['dialogs']);
const MaintenanceModeDialog = lazyComponent(() => import('../maintenance/MaintenanceModeDialog'), 'MaintenanceModeDialog', ['maintenance', 'dialogs']);

type Dialog = 'password' | 'services' | 'feedback' | 'contact' | 'whatsNew' | 'deleteAccount' | 'cancelDeletion' | 'maintenance' | null;

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 data-[focus]:bg-primary-light';

/** The main menu of platform spec §2 (the user button at the right of the top bar), plus plugins' mainMenu items. */
export function MainMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const snap = useSnapshot(shellState);
  const isHidden = useIsHidden();
  const [dialog, setDialog] = useState<Dialog>(null);
  const user = snap.user;
  const links = snap.settings?.links;
  const pluginItems = snap.plugins.flatMap((p) => p.contributions.mainMenu ?? []);
  if (!user) return null;
  const show = (name: string) => !isHidden(`mainMenu.${name}`);
  const openLink = (url: string) => window.open(url, '_blank', 'noopener');
  const close = () => setDialog(null);

  async function logout() {
    window.location.assign(await signOut('/'));
  }

  return (
    <>
      <Menu as="div" className="relative" data-testid="main-menu">
        <MenuButton className="flex items-center gap-2 rounded px-2 py-1.5 text-white hover:bg-white/15" aria-label={t('shell.mainMenu')}>
          <UserIcon />
          <span className="hidden max-w-40 truncate text-sm sm:inline" data-testid="signed-in-user">
            {user.name}
          </span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 mt-1 w-72 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          <div className="px-4 py-2 text-xs text-slate-500">{t('session.signedInAs', { name: user.name })}</div>
          {show('language') && (
            <div className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700" role="group" aria-label={t('shell.menu.language')}>
              <span>{t('shell.menu.language')}:</span>
              {LOCALES.map((l: Locale) => (
                <MenuItem key={l}>
                  <button type="button" data-testid={`locale-${l}`} onClick={() => void setLocale(l)} className={`rounded px-2 py-0.5 data-[focus]:bg-primary-light ${i18n.language === l ? 'bg-primary text-white' : 'bg-slate-100'}`}>
                    {t(`language.${l}`)}
                  </button>
                </MenuItem>
              ))}
            </div>
          )}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          {show('dashboard') && <MenuItem><button type="button" className={itemClass} onClick={() => navigate('/dashboard')}>{t('shell.menu.dashboard')}</button></MenuItem>}
          {show('profile') && <MenuItem><button type="button" className={itemClass} onClick={() => navigate('/user_profile')}>{t('shell.menu.profile')}</button></MenuItem>}
          {show('changePassword') && user.isAuthenticated && <MenuItem><button type="button" className={itemClass} onClick={() => setDialog('password')}>{t('shell.menu.changePassword')}</button></MenuItem>}
          {show('services') && (
            <MenuItem>
              <button type="button" className={itemClass} data-testid="menu-services" onClick={() => (links?.services ? openLink(links.services) : setDialog('services'))}>
                {t('shell.menu.services')}
              </button>
            </MenuItem>
          )}
          {show('contactDeveloper') && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => (links?.contactDeveloper ? openLink(links.contactDeveloper) : setDialog('contact'))}>
                {t('shell.menu.contactDeveloper')}
              </button>
            </MenuItem>
          )}
          {show('communityGroup') && links?.communityGroup && <MenuItem><button type="button" className={itemClass} onClick={() => openLink(links.communityGroup as string)}>{t('shell.menu.communityGroup')}</button></MenuItem>}
          {show('whatsNew') && <MenuItem><button type="button" className={itemClass} onClick={() => setDialog('whatsNew')}>{t('shell.menu.whatsNew')}</button></MenuItem>}
          {show('feedback') && <MenuItem><button type="button" className={itemClass} onClick={() => setDialog('feedback')}>{t('shell.menu.feedback')}</button></MenuItem>}
          {user.isAdmin && show('maintenance') && <MenuItem><button type="button" className={itemClass} data-testid="menu-maintenance" onClick={() => setDialog('maintenance')}>{t('shell.menu.maintenance')}</button></MenuItem>}
          {pluginItems.map((item) => (
            <MenuItem key={`${item.label}:${item.path ?? ''}`}>
              <button type="button" className={itemClass} onClick={() => (item.path ? navigate(item.path) : item.onClick?.())}>{item.label}</button>
            </MenuItem>
          ))}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          {show('deleteAccount') && user.isAuthenticated && !user.deleteAccountRequestDate && <MenuItem><button type="button" className={itemClass} onClick={() => setDialog('deleteAccount')}>{t('shell.menu.deleteAccount')}</button></MenuItem>}
          {show('deleteAccount') && user.deleteAccountRequestDate && <MenuItem><button type="button" className={itemClass} onClick={() => setDialog('cancelDeletion')}>{t('shell.menu.cancelDeletion')}</button></MenuItem>}
          <MenuItem><button type="button" className={itemClass} data-testid="menu-logout" onClick={() => void logout()}>{t('session.logout')}</button></MenuItem>
        </MenuItems>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog open onClose={close} />}
        {dialog === 'services' && <ServicesDialog open onClose={close} />}
        {(dialog === 'feedback' || dialog === 'contact') && <FeedbackDialog open kind={dialog} onClose={close} />}
        {dialog === 'whatsNew' && <WhatsNewDialog open onClose={close} />}
        {(dialog === 'deleteAccount' || dialog === 'cancelDeletion') && <AccountDeletionDialog open mode={dialog === 'cancelDeletion' ? 'cancel' : 'request'} onClose={close} />}
        {dialog === 'maintenance' && <MaintenanceModeDialog open onClose={close} />}
      </Suspense>
    </>
  );
}
