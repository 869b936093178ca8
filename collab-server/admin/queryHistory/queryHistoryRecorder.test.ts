import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import { closeQueryHistory, FLUSH_AT_ENTRIES, FLUSH_EVERY_MS, flushQueryHistory, recordQueryHistory, type QueryHistoryRow } from './queryHistoryRecorder';

/** A context whose store only records the batches inserted into it (or fails when told to). */
function fakeContext(options: { failing?: boolean } = {}) {
  const batches: QueryHistoryRow[][] = [];
  const errors: unknown[] = [];
  const db = {
    insertInto: (table: string) => ({
      values: (rows: QueryHistoryRow[]) => ({
        execute: async () => {
          expect(table).toBe('query_history');
          if (options.failing) throw new Error('store is down');
          batches.push(rows);
        },
      }),
    }),
  };
  const log = { error: (fields: unknown) => errors.push(fields) };
  return { ctx: { db, log } as unknown as AppContext, batches, errors };
}

const entry = (n: number): QueryHistoryRow => ({
  id: `id-${n}`, user_id: null, act: 'get_data', payload: '{}', command: null, deferred: false, duration_ms: 1, rows: 0, error: null, at: new Date(0),
});

describe('query history recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the entries of a second together, in order, once the second has passed', async () => {
    const { ctx, batches } = fakeContext();
    recordQueryHistory(ctx, entry(1));
    recordQueryHistory(ctx, entry(2));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS - 1);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[entry(1), entry(2)]]);
    recordQueryHistory(ctx, entry(3));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(batches.map((b) => b.map((e) => e.id))).toEqual([['id-1', 'id-2'], ['id-3']]);
  });

  it('writes at once when the buffer reaches its size, without waiting for the timer', async () => {
    const { ctx, batches } = fakeContext();
    for (let n = 0; n < FLUSH_AT_ENTRIES; n += 1) recordQueryHistory(ctx, entry(n));
    await flushQueryHistory(ctx); // waits for the write in progress; nothing is left to add
    expect(batches.map((b) => b.length)).toEqual([FLUSH_AT_ENTRIES]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failed write and drops the batch; recording goes on', async () => {
    const { ctx, errors } = fakeContext({ failing: true });
    recordQueryHistory(ctx, entry(1));
    await expect(flushQueryHistory(ctx)).resolves.toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ entries: 1 })]);
    recordQueryHistory(ctx, entry(2));
    await flushQueryHistory(ctx);
    expect(errors).toHaveLength(2);
  });

  it('on close writes what is left and takes no more entries', async () => {
    const { ctx, batches } = fakeContext();
    recordQueryHistory(ctx, entry(1));
    await closeQueryHistory(ctx);
    expect(batches).toEqual([[entry(1)]]);
    recordQueryHistory(ctx, entry(2));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS * 2);
    await flushQueryHistory(ctx);
    expect(batches).toEqual([[entry(1)]]);
  });
});
