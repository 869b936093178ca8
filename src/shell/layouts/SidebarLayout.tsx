import type { ReactNode } from 'react';
import { NavigationPanel } from './NavigationPanel';

/** A permanent left navigation menu beside the page (the fact explorer, class views). */
export function SidebarLayout({ title, children }: { title: string | null; children: ReactNode }) {
  return (
    <div className="flex h-screen bg-slate-50" data-testid="layout-sidebar" data-layout="sidebar">
      <aside className="flex w-72 shrink-0 flex-col border-r border-slate-200 bg-white">
        <NavigationPanel />
      </aside>
      <main className="min-w-0 flex-1 overflow-auto">
        {title && <h1 className="border-b border-slate-200 bg-white px-6 py-3 text-lg font-semibold text-slate-800">{title}</h1>}
        {children}
      </main>
    </div>
  );
}
