import { apiFetch } from '../../api/apiFetch';
import { maintenanceModeSchema, type MaintenanceModeBody } from '../../../realtime/protocol/shell/maintenance';

export type MaintenanceMode = MaintenanceModeBody;

/** GET public/maintenanceMode: anyone may ask, with no token (the watchers ask quietly, `noLog`). */
export async function readMaintenanceMode(options: { noLog?: boolean } = {}): Promise<MaintenanceMode> {
  return maintenanceModeSchema.parse(await apiFetch<unknown>('public/maintenanceMode', { authorization: null, noLog: options.noLog ?? false }));
}

/** PUT public/maintenanceMode (administrators); answers the state now in force. */
export async function writeMaintenanceMode(body: MaintenanceModeBody): Promise<MaintenanceMode> {
  return maintenanceModeSchema.parse(await apiFetch<unknown>('public/maintenanceMode', { method: 'PUT', body }));
}
