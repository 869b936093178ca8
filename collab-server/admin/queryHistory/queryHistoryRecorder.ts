import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { QueryHistoryTable } from './queryHistoryTables';

export type QueryHistoryRow = Insertable<QueryHistoryTable>;

/** Entries wait at most this long in memory before they are written. */
export const FLUSH_EVERY_MS = 1000;
/** A buffer this full is written at once rather than at the next tick. */
export const FLUSH_AT_ENTRIES = 200;

type PendingEntries = {
  entries: QueryHistoryRow[];
  timer: NodeJS.Timeout | null;
  /** The flush in progress: flushes run one after another, so batches keep their order. */
  flushing: Promise<void>;
  closed: boolean;
};

// One buffer per server (tests run several in one process); it dies with its context.
const buffers = new WeakMap<AppContext, PendingEntries>();

function bufferOf(ctx: AppContext): PendingEntries {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = { entries: [], timer: null, flushing: Promise.resolve(), closed: false };
    buffers.set(ctx, buffer);
  }
  return buffer;
}

async function writeBatch(ctx: AppContext, batch: QueryHistoryRow[]): Promise<void> {
  try {
    await ctx.db.insertInto('query_history').values(batch).execute();
  } catch (error) {
    // the history is a diagnostic aid: losing a batch must never fail or slow a data call
    ctx.log.error({ err: error, entries: batch.length }, 'could not write the query history; entries dropped');
  }
}

/** Writes everything buffered so far; resolves when it is stored (or the failure logged). */
export function flushQueryHistory(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  if (buffer.timer) {
    clearTimeout(buffer.timer);
    buffer.timer = null;
  }
  const batch = buffer.entries.splice(0, buffer.entries.length);
  if (batch.length > 0) buffer.flushing = buffer.flushing.then(() => writeBatch(ctx, batch));
  return buffer.flushing;
}

/** Queues one entry; it is written with others within FLUSH_EVERY_MS, or at once past FLUSH_AT_ENTRIES. */
export function recordQueryHistory(ctx: AppContext, entry: QueryHistoryRow): void {
  const buffer = bufferOf(ctx);
  // a deferred run finishing after shutdown has nowhere to go
  if (buffer.closed) return;
  buffer.entries.push(entry);
  if (buffer.entries.length >= FLUSH_AT_ENTRIES) {
    void flushQueryHistory(ctx);
  } else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushQueryHistory(ctx), FLUSH_EVERY_MS);
    buffer.timer.unref();
  }
}

/** At shutdown, before the store closes: writes what is left and stops taking entries. */
export async function closeQueryHistory(ctx: AppContext): Promise<void> {
  const flushed = flushQueryHistory(ctx);
  bufferOf(ctx).closed = true;
  await flushed;
}
