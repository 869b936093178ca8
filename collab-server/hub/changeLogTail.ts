import type { Server } from 'socket.io';
import type { AppContext } from '../context';
import { ROWS_PER_ARRAY_STATEMENT } from '../store';
import { advanceCursor, openHoles, startCursor, type SeqCursor } from './seqCursor';
import { lastChangeSeq, readChangesAfter } from './changeRows';
import { tellWatchingSockets } from './changeRooms';
import type { ChangeFeed } from './changeFeed';

// a set_data of 10,000 values is read back in one statement, not ten
const TAIL_BATCH = ROWS_PER_ARRAY_STATEMENT;
// a hole older than this is a rolled-back transaction's number, not a slow commit
const HOLE_TTL_MS = 10_000;

export type ChangeLogTail = { lastSeq: () => bigint; wake: () => void; close: () => Promise<void> };

/**
 * Every process reads the change log itself, in seq order, and tells its OWN sockets: the room of
 * the changed entity and the rooms of its classes (changeRooms.ts). No change crosses Redis (only
 * a notice that one was written: `wake`), so order holds and it works the same with one process or
 * many. It reads when woken and every `hubPollMs` besides, for writers that announce nothing. The
 * same changes then go to this process's own listeners (`feed`), each batch after its sockets.
 */
export async function startChangeLogTail(ctx: AppContext, io: Server, feed?: ChangeFeed): Promise<ChangeLogTail> {
  let cursor: SeqCursor = startCursor(await lastChangeSeq(ctx.db));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // woken while reading: read once more as soon as this round ends
  let wokenWhileReading = false;

  const readOnce = async (): Promise<number> => {
    const changes = await readChangesAfter(ctx.db, cursor.last, openHoles(cursor), TAIL_BATCH);
    if (changes.length === 0) {
      cursor = advanceCursor(cursor, [], Date.now(), HOLE_TTL_MS);
      return 0;
    }
    await tellWatchingSockets(ctx.db, io, changes);
    if (feed) for (const change of changes) feed.emit(change);
    cursor = advanceCursor(cursor, changes.map((c) => BigInt(c.seq)), Date.now(), HOLE_TTL_MS);
    return changes.length;
  };

  const tick = async (): Promise<void> => {
    timer = undefined;
    try {
      // a full batch means more is waiting: read on without sleeping
      do wokenWhileReading = false;
      while (!stopped && ((await readOnce()) === TAIL_BATCH || wokenWhileReading));
    } catch (error) {
      if (!stopped) ctx.log.error({ err: error }, 'hub: reading the change log failed');
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), ctx.config.hubPollMs);
  };
  running = tick();

  return {
    lastSeq: () => cursor.last,
    wake: () => {
      if (stopped) return;
      if (timer === undefined) {
        wokenWhileReading = true;
        return;
      }
      clearTimeout(timer);
      running = tick();
    },
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
