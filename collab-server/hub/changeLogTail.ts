import type { Server } from 'socket.io';
import type { AppContext } from '../context';
import { entityRoom } from '../../realtime/protocol/hubEvents';
import { advanceCursor, openHoles, startCursor, type SeqCursor } from './seqCursor';
import { classesNamedBy, lastChangeSeq, presentChange, readChangesAfter } from './changeRows';
import { RESTRICTED_CLASSES, touchesClasses } from './entityAccess';
import { RESTRICTED_READERS_ROOM } from './handshakeAuth';
import type { ChangeFeed } from './changeFeed';

const TAIL_BATCH = 1000;
// a hole older than this is a rolled-back transaction's number, not a slow commit
const HOLE_TTL_MS = 10_000;

export type ChangeLogTail = { lastSeq: () => bigint; wake: () => void; close: () => Promise<void> };

/**
 * Every process reads the change log itself, in seq order, and tells its OWN sockets: the room of
 * the changed entity and the rooms of its classes. No change crosses Redis (only a notice that
 * one was written: `wake`), so order holds and it works the same with one process or many. It
 * reads when woken and every `hubPollMs` besides, for writers that announce nothing. The same
 * changes then go to this process's own listeners (`feed`).
 */
export async function startChangeLogTail(ctx: AppContext, io: Server, feed?: ChangeFeed): Promise<ChangeLogTail> {
  let cursor: SeqCursor = startCursor(await lastChangeSeq(ctx.db));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // woken while reading: read once more as soon as this round ends
  let wokenWhileReading = false;

  const readOnce = async (): Promise<number> => {
    const rows = await readChangesAfter(ctx.db, cursor.last, openHoles(cursor), TAIL_BATCH);
    if (rows.length === 0) {
      cursor = advanceCursor(cursor, [], Date.now(), HOLE_TTL_MS);
      return 0;
    }
    for (const row of rows) {
      const change = presentChange(row);
      const own = new Set([...(row.classes ?? []), ...classesNamedBy(change)]);
      const rooms = [entityRoom(change.entity), ...[...own].map(entityRoom)];
      const target = io.local.to(rooms);
      (touchesClasses(change.entity, own, RESTRICTED_CLASSES) ? target.except(RESTRICTED_READERS_ROOM) : target).emit('ENTITY_CHANGE', change);
      feed?.emit(change);
    }
    cursor = advanceCursor(cursor, rows.map((r) => BigInt(r.seq)), Date.now(), HOLE_TTL_MS);
    return rows.length;
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
