import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useIsHidden } from '../guard/shellAccess';
import { LeftDrawer } from './LeftDrawer';
import { ChatDrawer } from './ChatDrawer';
import { TopBar } from './TopBar';
import { NavigationPanel } from './NavigationPanel';
import type { RouteDef } from '../../routes/routeTypes';
import type { ShellSettings } from '../../../realtime/protocol/shell/settings';

/** The main layout: navigation drawer, top bar, the routed view and the chat drawer. */
export function MainLayout({ route, title, settings, children }: { route: RouteDef | null; title: string | null; settings: ShellSettings; children: ReactNode }) {
  const snap = useSnapshot(shellState);
  const isHidden = useIsHidden();
  const chatAccessible = settings.sections.chat !== false;

  return (
    <div className="flex h-screen flex-col bg-slate-50" data-testid="layout-main" data-layout="main">
      <TopBar route={route} title={title} chatAccessible={chatAccessible} />
      <div className="flex min-h-0 flex-1">
        <LeftDrawer open={snap.leftDrawerOpen && !isHidden('leftDrawer')}>
          <NavigationPanel />
        </LeftDrawer>
        <main className="min-w-0 flex-1 overflow-auto" data-testid="routed-view">
          {children}
        </main>
        <ChatDrawer open={chatAccessible && snap.chatDrawerOpen} onClose={() => (shellState.chatDrawerOpen = false)} />
      </div>
    </div>
  );
}
