import type { ReactNode } from 'react';
import { Icon } from '../../shell/menu/icons';
import type { IconName } from '../../shell/menu/iconPaths';

type DashboardWidgetProps = { title: string; icon: IconName; testId: string; children: ReactNode; action?: ReactNode };

/** One card of the dashboard. */
export function DashboardWidget({ title, icon, testId, children, action }: DashboardWidgetProps) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" data-testid={testId}>
      <header className="flex items-center gap-2">
        <Icon name={icon} size={20} className="text-primary" />
        <h2 className="flex-1 text-base font-semibold text-primary">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
