import type { WriteHook } from '../ontologyStore';

/**
 * A write in this process wakes the hub's change-log tail at once and, through Redis, the tails of
 * the other processes, so browsers on every process hear of it without waiting for the next poll.
 */
export const hubWriteHook: WriteHook = {
  name: 'hub',
  afterCommit: (ctx) => ctx.hub.changesWritten(),
};
