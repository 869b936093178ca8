import type { EditRightsAnswer } from '../../../../realtime/protocol/ontology/rights';
import { fetchEditRights } from './rightsApi';

/**
 * The tab's edit rights, asked once and again whenever the hub says roles or assignments changed
 * (or the socket comes back: a change may have been missed). `version` grows with every answer, so
 * screens that show row flags (read only, deletable) re-read their data when rights change.
 */
type State = { rights: EditRightsAnswer | null; version: number };

let state: State = { rights: null, version: 0 };
const listeners = new Set<() => void>();
let started = false;
let asking: Promise<void> | null = null;

function publish(rights: EditRightsAnswer): void {
  state = { rights, version: state.version + 1 };
  for (const listener of listeners) listener();
}

/** Asks the server again; concurrent askers share one call. */
export function refreshEditRights(): Promise<void> {
  asking ??= fetchEditRights()
    .then(publish, () => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

function start(): void {
  if (started) return;
  started = true;
  void refreshEditRights();
  void import('../../../../realtime/bus').then(({ rightsChanged$, connectionState$ }) => {
    rightsChanged$.subscribe(() => void refreshEditRights());
    let wasConnected = false;
    connectionState$.subscribe((s) => {
      if (s === 'connected' && wasConnected) void refreshEditRights();
      if (s === 'connected') wasConnected = true;
    });
  });
}

export const editRightsStore = {
  subscribe(listener: () => void): () => void {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): State => state,
};
