import { subscribe } from 'valtio';
import { apiFetch } from '../../api/apiFetch';
import { pingResultSchema, type PingResult } from '../../../realtime/protocol/shell/status';
import { readMaintenanceMode } from '../maintenance/maintenanceApi';
import { shellState } from '../../state/shellState';
import { applyBackendStatus } from './applyBackendStatus';
import { applyMaintenance } from '../maintenance/applyMaintenance';

/** Platform spec §9: the backend status is asked every 10 s. */
export const BACKEND_STATUS_POLL_MS = 10_000;
// a hung ping counts as failed rather than stopping the poll
const PING_TIMEOUT_MS = 8_000;

/** GET public/ping once; any failure (no answer, error, bad body) is 'unreachable'. */
export async function fetchBackendStatus(): Promise<PingResult | 'unreachable'> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PING_TIMEOUT_MS);
  try {
    const answer = await apiFetch<unknown>('public/ping', { authorization: null, noLog: true, signal: abort.signal });
    return pingResultSchema.parse(answer);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** GET public/ping once and act on the answer. */
export async function checkBackendStatus(): Promise<void> {
  applyBackendStatus(await fetchBackendStatus());
}

// Once the real-time bus runs, it is the status's one source (pushed by the hub, polled by the
// bus itself while its socket is down); until then, or if it cannot load, this watcher polls.
let statusFromBus = false;
export function setStatusFromBus(value: boolean): void {
  statusFromBus = value;
}

/** GET public/maintenanceMode once and act on it; a failure changes nothing (the ping reports outages). */
export async function checkMaintenance(): Promise<void> {
  try {
    applyMaintenance(await readMaintenanceMode({ noLog: true }));
  } catch {
    // the next poll tries again
  }
}

/**
 * Starts the backend-status and maintenance watchers (platform spec §4): both are asked now and
 * every 10 s, and a response's maintenance marker is acted on at once. Started only for a signed-in
 * user: public pages and the sign-in page are never sent to the limited-mode or maintenance screens
 * (an admin must be able to sign in during maintenance). Returns the function that stops them.
 */
export function startStatusWatchers(): () => void {
  let stopped = false;
  let polling = false;
  const tick = async (): Promise<void> => {
    if (polling || stopped) return;
    polling = true;
    try {
      await Promise.all([statusFromBus ? undefined : checkBackendStatus(), checkMaintenance()]);
    } finally {
      polling = false;
    }
  };
  void tick();
  const interval = setInterval(() => void tick(), BACKEND_STATUS_POLL_MS);

  // the x-maintenance-mode header switches the state on between polls: fetch the announcement now
  let seenEnabled = shellState.maintenance.enabled;
  const unsubscribe = subscribe(shellState, () => {
    const enabled = shellState.maintenance.enabled;
    if (enabled && !seenEnabled && !stopped) void checkMaintenance();
    seenEnabled = enabled;
  });
  return () => {
    stopped = true;
    clearInterval(interval);
    unsubscribe();
  };
}
