import i18next from 'i18next';
import { shellState } from '../../state/shellState';
import { showStandingNotice, withdrawStandingNotice } from '../messages/standingNotice';
import { decideBackendStatusAction, type BackendStatusInput, type StatusWarning } from './backendStatusDecision';
import { LIMITED_MODE_PATH, MAINTENANCE_PATH, currentScreenPath, leaveStatusScreen } from './screenPaths';
import { navigateTo } from '../../routes/navigation';

export const LIMITED_MODE_KEY = 'limited-mode';
export const DEGRADED_KEY = 'degraded-services';
export const OFFLINE_KEY = 'offline';

function showWarning(warning: StatusWarning | null): void {
  if (warning?.kind !== 'limited') withdrawStandingNotice(LIMITED_MODE_KEY);
  if (warning?.kind !== 'degraded') withdrawStandingNotice(DEGRADED_KEY);
  if (warning?.kind !== 'offline') withdrawStandingNotice(OFFLINE_KEY);
  if (warning?.kind === 'offline') showStandingNotice(OFFLINE_KEY, { text: i18next.t('platform.status.offline'), kind: 'warning' });
  if (warning?.kind === 'limited') showStandingNotice(LIMITED_MODE_KEY, { text: i18next.t('platform.status.limited'), kind: 'warning' });
  if (warning?.kind === 'degraded') {
    const text = warning.services.length
      ? i18next.t('platform.status.degraded', { services: warning.services.join(', ') })
      : i18next.t('platform.status.degradedUnnamed');
    showStandingNotice(DEGRADED_KEY, { text, kind: 'warning' });
  }
}

/** Records a ping's outcome in shellState and does what platform spec §4 says for it. */
export function applyBackendStatus(status: BackendStatusInput): void {
  shellState.backendStatus = status === 'unreachable' ? null : status;
  const path = currentScreenPath();
  const action = decideBackendStatusAction(status, {
    isAdmin: shellState.user?.isAdmin ?? false,
    onLimitedScreen: path === LIMITED_MODE_PATH,
    onMaintenanceScreen: path === MAINTENANCE_PATH,
    offlineCapable: shellState.offlineCapableScreens > 0,
  });
  showWarning(action.warning);
  if (action.navigate === 'toLimited') navigateTo(LIMITED_MODE_PATH);
  if (action.navigate === 'leaveLimited') leaveStatusScreen();
}
