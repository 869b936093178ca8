import { Suspense, useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { Icon } from '../menu/icons';
import { lazyComponent } from '../lazyLoading/lazyComponent';
import { manualTarget, manualsForRoute } from './routeManuals';
import type { Manual } from '../../../realtime/protocol/shell/manuals';

const ManualsDialog = lazyComponent(() => import('./ManualsDialog'), 'ManualsDialog', ['dialogs']);

export type HelpMenuProps = { routeName: string | null; routePath: string | null };

const itemClass = 'block px-4 py-2 text-left data-[focus]:bg-primary-light';

function ManualText({ manual, external }: { manual: Manual; external: boolean }) {
  const { t } = useTranslation();
  return (
    <>
        <span className="flex items-center gap-1 text-sm font-medium text-slate-800">
          <span className="min-w-0 truncate">{manual.name}</span>
          {external && (
            <>
              <span className="shrink-0 text-slate-400" aria-hidden="true">
                ↗
              </span>
              <span className="sr-only">{t('manuals.newTab')}</span>
            </>
          )}
        </span>
        {manual.description && <span className="mt-0.5 line-clamp-2 block text-xs text-slate-500">{manual.description}</span>}
    </>
  );
}

/** The top bar's help button: the user manuals for the current route name or path (platform spec §2). */
export function HelpMenu({ routeName, routePath }: HelpMenuProps) {
  const { t } = useTranslation();
  const { manuals, user } = useSnapshot(shellState);
  const [managing, setManaging] = useState(false);
  const forRoute = manualsForRoute(manuals as Manual[], routeName, routePath).flatMap((manual) => {
    const target = manualTarget(manual);
    return target ? [{ manual, target }] : [];
  });

  return (
    <>
      <Menu as="div" className="relative" data-testid="help-menu">
        <MenuButton
          className="relative rounded p-2 text-white hover:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white/60 data-[open]:bg-white/15"
          aria-label={t('manuals.button')}
          title={t('manuals.button')}
          data-testid="help-menu-button"
        >
          <Icon name="help" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-50 mt-1 w-80 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none" data-testid="help-menu-items">
          <div className="px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('manuals.title')}</div>
          {forRoute.length === 0 && (
            <div className="px-4 py-2 text-sm text-slate-500" data-testid="help-menu-empty">
              {t('manuals.none')}
            </div>
          )}
          {forRoute.map(({ manual, target }) => (
            <MenuItem key={manual.id}>
              {target.kind === 'link' ? (
                <a href={target.href} target="_blank" rel="noopener noreferrer" className={itemClass} data-testid="help-menu-item">
                  <ManualText manual={manual} external />
                </a>
              ) : (
                <Link to={target.to} className={itemClass} data-testid="help-menu-item">
                  <ManualText manual={manual} external={false} />
                </Link>
              )}
            </MenuItem>
          ))}
          {user?.isAdmin && (
            <>
              <MenuSeparator className="my-1 h-px bg-slate-200" />
              <MenuItem>
                <button type="button" className={`${itemClass} w-full text-sm text-primary`} onClick={() => setManaging(true)} data-testid="help-menu-manage">
                  {t('manuals.manageItem')}
                </button>
              </MenuItem>
            </>
          )}
        </MenuItems>
      </Menu>
      {user?.isAdmin && managing && (
        <Suspense fallback={null}>
          <ManualsDialog open onClose={() => setManaging(false)} routeName={routeName} routePath={routePath} />
        </Suspense>
      )}
    </>
  );
}
