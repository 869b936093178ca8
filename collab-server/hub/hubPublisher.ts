import type { HubEventName, HubEventPayload } from '../../realtime/protocol/hubEvents';

/**
 * How server code pushes an event to browsers, without knowing about socket.io: commands (chat,
 * imports, notifications) call it after their transaction commits. The hub (`startHub`) installs
 * the real one; until then, and in processes without a hub, events go nowhere.
 */
export interface HubPublisher {
  /** To every socket of these users, on every server process. */
  toUsers<N extends HubEventName>(userIds: readonly string[], event: N, payload: HubEventPayload<N>): void;
  /** To every socket in a room (see `userRoom` / `entityRoom`), on every server process. */
  toRoom<N extends HubEventName>(room: string, event: N, payload: HubEventPayload<N>): void;
  /** To every connected socket. */
  toAll<N extends HubEventName>(event: N, payload: HubEventPayload<N>): void;
  /**
   * A transaction that wrote the change log has committed in this process: its changes are read and
   * pushed now rather than at the tail's next poll (other processes still find them by polling).
   */
  changesWritten(): void;
}

export const silentHub: HubPublisher = {
  toUsers: () => undefined,
  toRoom: () => undefined,
  toAll: () => undefined,
  changesWritten: () => undefined,
};
