import type { ReactNode } from 'react';
import type { Layout, RouteDef } from '../../routes/routeTypes';
import type { ShellSettings } from '../../../realtime/protocol/shell/settings';
import { MainLayout } from './MainLayout';
import { SidebarLayout } from './SidebarLayout';

/**
 * The five layouts of platform spec §2. Main and sidebar carry the shell's chrome; blank, empty
 * and public carry none (public pages are read without signing in; blank is for print-like views).
 */
export function LayoutFrame({ layout, route, title, settings, children }: { layout: Layout; route: RouteDef | null; title: string | null; settings: ShellSettings; children: ReactNode }) {
  if (layout === 'main') return <MainLayout route={route} title={title} settings={settings}>{children}</MainLayout>;
  if (layout === 'sidebar') return <SidebarLayout route={route} title={title} settings={settings}>{children}</SidebarLayout>;
  return (
    <div className="min-h-screen bg-white" data-testid={`layout-${layout}`} data-layout={layout}>
      {children}
    </div>
  );
}
