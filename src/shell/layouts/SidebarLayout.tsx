import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { NavigationPanel } from './NavigationPanel';
import { TopBar } from './TopBar';
import { ChatDrawer } from './ChatDrawer';
import type { RouteDef } from '../../routes/routeTypes';
import type { ShellSettings } from '../../../realtime/protocol/shell/settings';

/**
 * A permanent left navigation menu beside the page (the fact explorer, class views), under the same
 * top bar as the main layout (title, quick launch, chat, help, main menu) — only the drawer's
 * toggle is left out, the menu being always there.
 */
export function SidebarLayout({ route, title, settings, children }: { route: RouteDef | null; title: string | null; settings: ShellSettings; children: ReactNode }) {
  const snap = useSnapshot(shellState);
  const chatAccessible = settings.sections.chat !== false;
  return (
    <div className="flex h-screen flex-col bg-slate-50" data-testid="layout-sidebar" data-layout="sidebar">
      <TopBar route={route} title={title} chatAccessible={chatAccessible} drawerToggle={false} />
      <div className="flex min-h-0 flex-1">
        <aside className="flex w-72 shrink-0 flex-col border-r border-slate-200 bg-white">
          <NavigationPanel />
        </aside>
        <main className="min-w-0 flex-1 overflow-auto" data-testid="routed-view">
          {children}
        </main>
        <ChatDrawer open={chatAccessible && snap.chatDrawerOpen} onClose={() => (shellState.chatDrawerOpen = false)} />
      </div>
    </div>
  );
}
