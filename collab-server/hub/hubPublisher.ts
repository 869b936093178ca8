import type { HubPublisher } from '../context';

export type { HubPublisher };

export const silentHub: HubPublisher = {
  toUsers: () => undefined,
  toRoom: () => undefined,
  toAll: () => undefined,
  changesWritten: () => undefined,
};
