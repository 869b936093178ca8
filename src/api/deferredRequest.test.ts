import { describe, expect, it } from 'vitest';
import { DEFERRED_POLL_MS, DEFERRED_TIMEOUT_MS, DeferredTimeoutError, runDeferred, type ApiCall, type DeferredClock } from './deferredRequest';
import { KnownApiError } from './apiErrors';
import type { ApiFetchInit } from './apiFetch';

const ID = '11111111-1111-4111-8111-111111111111';

function fakeClock(): DeferredClock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** A fake API: the request stays pending for `pendingPolls` polls, then ends with `final`. */
function fakeApi(pendingPolls: number, final: 'completed' | 'error') {
  const calls: string[] = [];
  let polls = 0;
  const call = (async (path: string, init?: ApiFetchInit) => {
    const method = init?.method ?? (init?.body === undefined ? 'GET' : 'POST');
    calls.push(`${method} ${path}`);
    if (path === 'data') return { requestId: ID };
    if (path.endsWith('/status')) return { requestId: ID, status: polls++ < pendingPolls ? 'pending' : final };
    if (method === 'DELETE') return { result: 'ok' };
    if (final === 'error') throw new KnownApiError('Класс не найден', 400, `GET ${path}`);
    return { rows: [], count_rows: 0 };
  }) as ApiCall;
  return { call, calls };
}

describe('runDeferred', () => {
  it('starts the request, polls every second until completed, fetches and deletes it', async () => {
    const clock = fakeClock();
    const api = fakeApi(2, 'completed');
    const progress: number[] = [];
    const result = await runDeferred({ act: 'get_data', payload: {} }, { clock, call: api.call, onProgress: (ms) => progress.push(ms) });
    expect(result).toEqual({ rows: [], count_rows: 0 });
    expect(api.calls).toEqual([
      'POST data',
      `GET data/${ID}/status`,
      `GET data/${ID}/status`,
      `GET data/${ID}/status`,
      `GET data/${ID}`,
      `DELETE data/${ID}`,
    ]);
    expect(clock.slept).toEqual([DEFERRED_POLL_MS, DEFERRED_POLL_MS, DEFERRED_POLL_MS]);
    expect(progress).toEqual([1000, 2000, 3000]);
  });

  it('sends deferred: true with the body', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi(0, 'completed');
    const call = (async (path: string, init?: ApiFetchInit) => {
      if (path === 'data') bodies.push(init?.body);
      return api.call(path, init);
    }) as ApiCall;
    await runDeferred({ act: 'get_data', payload: { class: 'x' } }, { clock: fakeClock(), call });
    expect(bodies).toEqual([{ act: 'get_data', payload: { class: 'x' }, deferred: true }]);
  });

  it('an error status fetches the result, which fails, and still deletes the request', async () => {
    const api = fakeApi(1, 'error');
    await expect(runDeferred({ act: 'get_data' }, { clock: fakeClock(), call: api.call })).rejects.toThrow('Класс не найден');
    expect(api.calls.slice(-2)).toEqual([`GET data/${ID}`, `DELETE data/${ID}`]);
  });

  it('gives up after 30 minutes with the wait-time-exceeded error and deletes the request', async () => {
    const clock = fakeClock();
    const api = fakeApi(Number.POSITIVE_INFINITY, 'completed');
    const error = await runDeferred({ act: 'get_data' }, { clock, call: api.call }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeferredTimeoutError);
    expect(clock.now()).toBe(DEFERRED_TIMEOUT_MS);
    expect(clock.slept).toHaveLength(DEFERRED_TIMEOUT_MS / DEFERRED_POLL_MS);
    expect(api.calls.at(-1)).toBe(`DELETE data/${ID}`);
    expect(api.calls).not.toContain(`GET data/${ID}`);
  });

  it('a request that completes on the last poll before the timeout is still read', async () => {
    const api = fakeApi(DEFERRED_TIMEOUT_MS / DEFERRED_POLL_MS - 1, 'completed');
    await expect(runDeferred({ act: 'get_data' }, { clock: fakeClock(), call: api.call })).resolves.toEqual({ rows: [], count_rows: 0 });
  });
});
