import i18next from 'i18next';
import { startBus, stopBus, backendStatus$, importStatus$ } from '../../../realtime/bus';
import { basePath } from '../../api/basePath';
import { tokenStore } from '../../api/auth/tokenStore';
import { loadLocaleParts } from '../../i18n/i18n';
import { showMessage } from '../../state/messageStore';
import { applyBackendStatus } from '../status/applyBackendStatus';
import { fetchBackendStatus, setStatusFromBus } from '../status/statusWatchers';
import { IMPORT_STATUS_MESSAGE_MS, importStatusKeys, shouldAnnounceImport } from './importStatusNotice';

/**
 * The shell's side of the bus for a signed-in user (loaded lazily with the bus): connects it, takes
 * the backend status from it, and tells the user how their imports go. Returns the stop.
 */
export function startRealtimeConnection(userId: string): () => void {
  startBus({ basePath: basePath(), token: () => tokenStore.authorization(), pollBackendStatus: fetchBackendStatus });
  setStatusFromBus(true);
  const announced = new Map<string, string>();
  // messages are shown one after another, in the order the statuses came: a 'completed' pushed
  // right after 'running' must not be overtaken by it while the strings are still loading
  let shown: Promise<void> = Promise.resolve();
  const subscriptions = [
    backendStatus$.subscribe((status) => applyBackendStatus(status)),
    importStatus$.subscribe((update) => {
      if (!shouldAnnounceImport(update, userId, announced)) return;
      shown = shown.then(() => loadLocaleParts(['realtime'])).then(() => {
        const keys = importStatusKeys(update);
        showMessage({
          text: i18next.t(keys.message, { name: update.importName, status: i18next.t(keys.status) }),
          // platform spec §7: an info message, whatever the status
          kind: 'info',
          timeout: IMPORT_STATUS_MESSAGE_MS,
          key: `import:${update.importId}`,
        });
      }).catch((error: unknown) => console.error('Could not show the import status', error));
    }),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    setStatusFromBus(false);
    stopBus();
  };
}
