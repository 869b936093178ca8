import i18next from 'i18next';
import { shellState } from '../../state/shellState';
import { showStandingNotice, withdrawStandingNotice } from '../messages/standingNotice';
import { decideMaintenanceAction, type MaintenanceState } from './maintenanceDecision';
import { MAINTENANCE_PATH, currentScreenPath } from '../status/screenPaths';
import { navigateTo } from '../../routes/navigation';

export const MAINTENANCE_KEY = 'maintenance';

/** Records the maintenance mode in shellState and warns the admin or sends others to the maintenance screen. */
export function applyMaintenance(mode: MaintenanceState): void {
  if (shellState.maintenance.enabled !== mode.enabled || shellState.maintenance.message !== mode.message) {
    shellState.maintenance.enabled = mode.enabled;
    shellState.maintenance.message = mode.message;
  }
  const action = decideMaintenanceAction(mode, {
    isAdmin: shellState.user?.isAdmin ?? false,
    onMaintenanceScreen: currentScreenPath() === MAINTENANCE_PATH,
  });
  if (action.warning) {
    const { announcement } = action.warning;
    const text = announcement ? i18next.t('platform.maintenance.admin', { message: announcement }) : i18next.t('platform.maintenance.adminNoAnnouncement');
    showStandingNotice(MAINTENANCE_KEY, { text, kind: 'warning' });
  } else {
    withdrawStandingNotice(MAINTENANCE_KEY);
  }
  if (action.navigate === 'toMaintenance') navigateTo(MAINTENANCE_PATH);
  if (action.navigate === 'home') navigateTo('/', { replace: true });
}
