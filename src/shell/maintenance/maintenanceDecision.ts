import type { MaintenanceModeBody } from '../../../realtime/protocol/shell/maintenance';

export type MaintenanceState = MaintenanceModeBody;

export type MaintenanceAction = {
  /** The admin's warning with the announcement ('' when there is none); null: no warning. */
  warning: { announcement: string } | null;
  navigate: 'toMaintenance' | 'home' | null;
};

/**
 * Maintenance mode (platform spec §4): admins keep working with a warning, everybody else waits on
 * the maintenance screen; when it ends, whoever is on that screen goes home.
 */
export function decideMaintenanceAction(mode: MaintenanceState, ctx: { isAdmin: boolean; onMaintenanceScreen: boolean }): MaintenanceAction {
  if (!mode.enabled) return { warning: null, navigate: ctx.onMaintenanceScreen ? 'home' : null };
  if (ctx.isAdmin) return { warning: { announcement: mode.message.trim() }, navigate: ctx.onMaintenanceScreen ? 'home' : null };
  return { warning: null, navigate: ctx.onMaintenanceScreen ? null : 'toMaintenance' };
}
