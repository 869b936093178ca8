import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout, type Schedule } from './loadPage';
import { ChunkLoadTimeoutError } from './chunkLoadError';

/** A timer the test fires by hand. */
function manualSchedule() {
  const pending: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { run, ms, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { schedule, pending };
}

describe('withTimeout', () => {
  it('resolves with the work and cancels the timer', async () => {
    const timer = manualSchedule();
    await expect(withTimeout(Promise.resolve('page'), CHUNK_LOAD_TIMEOUT_MS, () => new Error('late'), timer.schedule)).resolves.toBe('page');
    expect(timer.pending[0]).toMatchObject({ ms: 120_000, cancelled: true });
  });

  it('passes the work’s failure through', async () => {
    const timer = manualSchedule();
    await expect(withTimeout(Promise.reject(new Error('404')), 1000, () => new Error('late'), timer.schedule)).rejects.toThrow('404');
    expect(timer.pending[0]?.cancelled).toBe(true);
  });

  it('rejects with the timeout error when the time runs out first', async () => {
    const timer = manualSchedule();
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS, () => new ChunkLoadTimeoutError('Dashboard'), timer.schedule);
    timer.pending[0]?.run();
    await expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });
});
