import i18next from 'i18next';
import { startBus, stopBus, backendStatus$, importStatus$ } from '../../../realtime/bus';
import { basePath } from '../../app/basePath';
import { tokenStore } from '../../features/session/tokenStore';
import { loadLocaleParts } from '../../i18n/i18n';
import { showMessage } from '../messages/messageStore';
import { applyBackendStatus } from '../platform/applyBackendStatus';
import { fetchBackendStatus, setStatusFromBus } from '../platform/platformWatchers';
import { IMPORT_STATUS_MESSAGE_MS, importStatusKeys, shouldAnnounceImport } from './importStatusNotice';

/**
 * The shell's side of the bus for a signed-in user (loaded lazily with the bus): connects it, takes
 * the backend status from it, and tells the user how their imports go. Returns the stop.
 */
export function startRealtimeSession(userId: string): () => void {
  startBus({ basePath: basePath(), token: () => tokenStore.authorization(), pollBackendStatus: fetchBackendStatus });
  setStatusFromBus(true);
  const announced = new Map<string, string>();
  const subscriptions = [
    backendStatus$.subscribe((status) => applyBackendStatus(status)),
    importStatus$.subscribe((update) => {
      if (!shouldAnnounceImport(update, userId, announced)) return;
      void loadLocaleParts(['realtime']).then(() => {
        const keys = importStatusKeys(update);
        showMessage({
          text: i18next.t(keys.message, { name: update.importName, status: i18next.t(keys.status) }),
          // platform spec §7: an info message, whatever the status
          kind: 'info',
          timeout: IMPORT_STATUS_MESSAGE_MS,
          key: `import:${update.importId}`,
        });
      });
    }),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    setStatusFromBus(false);
    stopBus();
  };
}
