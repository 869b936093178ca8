import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RecentLink } from '../../../realtime/protocol/shell/recentLinks';
import { fetchRecentLinks, pinRecentLink, removeRecentLink } from './recentLinksApi';
import { removeRecentLink as withoutLink, setPinned, visibleRecentLinks } from '../../../model/recentLinks';
import { useCanOpen } from '../guard/shellAccess';
import { Icon } from '../menu/icons';
import { formatDateTime } from '../../i18n/format';
import { showMessage } from '../../state/messageStore';
import { errorText } from '../../api/errorText';

export type RecentLinksPanelProps = {
  /** Show at most this many (the server keeps 15). */
  limit?: number;
  className?: string;
};

type Load = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; links: RecentLink[] };

/** The user's recently opened objects, pinned first: open, pin or unpin, remove. */
export function RecentLinksPanel({ limit, className = '' }: RecentLinksPanelProps) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchRecentLinks()
      .then((links) => live && setLoad({ status: 'ready', links }))
      .catch((e: unknown) => live && setLoad({ status: 'failed', error: errorText(e) }));
    return () => {
      live = false;
    };
  }, []);

  // the server has dropped deleted objects and blocked or disabled routes; the guard also knows
  // admin-only pages, sections turned off and paths no route (or plugin) serves any more
  const links = load.status === 'ready' ? visibleRecentLinks(load.links, (link) => canOpen(link.link)) : [];

  async function togglePin(link: RecentLink) {
    try {
      await pinRecentLink(link.link, !link.pinned);
      // from the list as it is now: another pin or removal may have finished meanwhile
      setLoad((now) => (now.status === 'ready' ? { status: 'ready', links: setPinned(now.links, link.link, !link.pinned) ?? now.links } : now));
    } catch (e) {
      showMessage({ kind: 'error', text: t('menu.recentLinks.changeFailed', { error: errorText(e) }) });
    }
  }

  async function remove(link: RecentLink) {
    try {
      await removeRecentLink(link.link);
      setLoad((now) => (now.status === 'ready' ? { status: 'ready', links: withoutLink(now.links, link.link) ?? now.links } : now));
    } catch (e) {
      showMessage({ kind: 'error', text: t('menu.recentLinks.changeFailed', { error: errorText(e) }) });
    }
  }

  // the kind of object (the route it was opened on), unless the name already says it
  const sectionOf = (link: RecentLink): string => {
    const section = link.businessEntity ? t(`routes.${link.businessEntity}`, { defaultValue: link.businessEntity }) : '';
    return section === link.objectName ? '' : section;
  };

  const shown = limit === undefined ? links : links.slice(0, limit);

  return (
    <section className={`rounded-lg bg-white p-4 shadow-sm ${className}`} data-testid="recent-links">
      <h2 className="mb-2 text-base font-semibold text-primary">{t('menu.recentLinks.title')}</h2>
      {load.status === 'loading' && <p className="text-sm text-gray-500">{t('menu.recentLinks.loading')}</p>}
      {load.status === 'failed' && <p className="text-sm text-red-700">{t('menu.recentLinks.loadFailed', { error: load.error })}</p>}
      {load.status === 'ready' && shown.length === 0 && <p className="text-sm text-gray-500">{t('menu.recentLinks.empty')}</p>}
      <ul className="flex flex-col divide-y divide-gray-100">
        {shown.map((link) => (
          <li key={link.link} className="flex items-center gap-2 py-1.5" data-testid="recent-link">
            <Icon name={link.icon || 'link'} size={18} className="shrink-0 text-gray-500" />
            <Link to={link.link} className="min-w-0 flex-1 hover:underline">
              <span className="block truncate">{link.objectName || link.link}</span>
              <span className="block truncate text-xs text-gray-500">
                {[sectionOf(link), formatDateTime(link.dt)].filter(Boolean).join(' · ')}
              </span>
            </Link>
            <button
              type="button"
              className={`rounded p-1 hover:bg-gray-100 ${link.pinned ? 'text-primary' : 'text-gray-400'}`}
              aria-pressed={link.pinned}
              title={t(link.pinned ? 'menu.recentLinks.unpin' : 'menu.recentLinks.pin')}
              aria-label={t(link.pinned ? 'menu.recentLinks.unpin' : 'menu.recentLinks.pin')}
              onClick={() => void togglePin(link)}
            >
              <Icon name="pin" size={16} />
            </button>
            <button
              type="button"
              className="rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
              title={t('menu.recentLinks.remove')}
              aria-label={t('menu.recentLinks.remove')}
              onClick={() => void remove(link)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
