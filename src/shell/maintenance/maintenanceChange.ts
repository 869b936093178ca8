import type { MaintenanceMode } from './maintenanceApi';

/** The longest announcement the server accepts (maintenanceModeSchema). */
export const ANNOUNCEMENT_MAX_CHARS = 2000;

/** The body to send for the admin's choice; the announcement is kept when switching off, ready for next time. */
export function maintenanceRequest(enabled: boolean, announcement: string): MaintenanceMode {
  return { enabled, message: announcement.trim().slice(0, ANNOUNCEMENT_MAX_CHARS) };
}

/** Whether saving would change anything. */
export function isMaintenanceChange(current: MaintenanceMode, next: MaintenanceMode): boolean {
  return current.enabled !== next.enabled || (next.enabled && current.message !== next.message);
}
