import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useIsHidden } from '../guard/shellAccess';
import { showMessage } from '../../state/messageStore';
import { QuickLaunchButton } from '../quickLaunch/QuickLaunch';
import { HelpMenu } from '../manuals/HelpMenu';
import { DefaultDomainButton } from '../domain/DefaultDomainButton';
import { MainMenu } from './MainMenu';
import { downloadAsWord } from './wordExport';
import { drawerMemory } from '../../state/drawerSettings';
import { ChatIcon, LinkIcon, MenuIcon, PrintIcon, WordIcon } from './TopBarIcons';
import type { RouteDef } from '../../routes/routeTypes';
import { errorText } from '../../api/errorText';

const barButton = 'relative rounded p-2 text-white hover:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white/60';

function toggleLeftDrawer(): void {
  shellState.leftDrawerOpen = !shellState.leftDrawerOpen;
  drawerMemory.setOpen(shellState.leftDrawerOpen);
}

/**
 * Title, print and Word on flagged routes, quick launch, chat with its unread dot, default domain,
 * help and the main menu; `drawerToggle` false: no navigation drawer to toggle (the sidebar layout's menu stays).
 */
export function TopBar({ route, title, chatAccessible, drawerToggle = true }: { route: RouteDef | null; title: string | null; chatAccessible: boolean; drawerToggle?: boolean }) {
  const { t } = useTranslation();
  const snap = useSnapshot(shellState);
  const isHidden = useIsHidden();

  async function word() {
    const content = document.querySelector<HTMLElement>('[data-testid="routed-view"]');
    if (!content) return;
    try {
      await downloadAsWord(content, snap.contextTitle ?? title ?? t('shell.wordFileName'));
    } catch (error) {
      showMessage({ text: t('shell.wordFailed', { error: errorText(error) }), kind: 'error' });
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showMessage({ text: t('shell.linkCopied'), kind: 'success' });
    } catch {
      showMessage({ text: t('shell.linkCopyFailed'), kind: 'error' });
    }
  }

  return (
    <header className="flex h-14 shrink-0 items-center gap-1 bg-primary px-2 text-white shadow print:hidden" data-testid="top-bar">
      {drawerToggle && (
        <button type="button" className={barButton} onClick={toggleLeftDrawer} aria-label={t('shell.toggleDrawer')} data-testid="toggle-drawer">
          <MenuIcon />
        </button>
      )}
      <h1 className="ml-2 min-w-0 flex-1 truncate text-lg font-medium" data-testid="page-title">
        {(route?.contextTitle && snap.contextTitle) || title}
      </h1>
      {route?.print && !isHidden('print') && (
        <button type="button" className={barButton} onClick={() => window.print()} aria-label={t('shell.print')} title={t('shell.print')} data-testid="print-button">
          <PrintIcon />
        </button>
      )}
      {route?.word && !isHidden('word') && (
        <button type="button" className={barButton} onClick={() => void word()} aria-label={t('shell.word')} title={t('shell.word')} data-testid="word-button">
          <WordIcon />
        </button>
      )}
      {!isHidden('copyLink') && (
        <button type="button" className={barButton} onClick={() => void copyLink()} aria-label={t('shell.copyLink')} title={t('shell.copyLink')} data-testid="copy-link-button">
          <LinkIcon />
        </button>
      )}
      {!isHidden('quickLaunch') && <QuickLaunchButton />}
      {chatAccessible && !isHidden('chat') && (
        <button type="button" className={barButton} onClick={() => (shellState.chatDrawerOpen = !shellState.chatDrawerOpen)} aria-label={t('shell.chat')} title={t('shell.chat')} data-testid="chat-button">
          <ChatIcon />
          {snap.chatUnread > 0 && <span className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-amber-400 ring-2 ring-primary" data-testid="chat-unread-dot" />}
        </button>
      )}
      {!isHidden('defaultDomain') && <DefaultDomainButton />}
      {!isHidden('help') && <HelpMenu routeName={route?.name ?? null} routePath={route?.path ?? null} />}
      <MainMenu />
    </header>
  );
}
