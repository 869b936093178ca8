import i18next from 'i18next';
import type { z } from 'zod';
import { apiFetch, type ApiFetchInit } from './apiFetch';
import { UnknownApiError } from './apiErrors';
import { sleep } from './networkRetry';
import { DEFERRED_TIMEOUT_MS, deferredStartSchema, deferredStatusSchema } from '../../realtime/protocol/dataApi/deferred';
import { type dataRequestSchema } from '../../realtime/protocol/dataApi/dataRequest';

/** Platform spec §9: the status of a long-running request is asked every second, for up to 30 minutes. */
export const DEFERRED_POLL_MS = 1000;
export { DEFERRED_TIMEOUT_MS };

export type DeferredClock = { now: () => number; sleep: (ms: number) => Promise<void> };
export type ApiCall = <T>(path: string, init?: ApiFetchInit) => Promise<T>;
export type DeferredBody = Omit<z.input<typeof dataRequestSchema>, 'deferred'>;

export type DeferredOptions = {
  /** Injected by tests so polling and the timeout run without waiting. */
  clock?: DeferredClock;
  call?: ApiCall;
  /** Called after each status poll with the time waited so far: long work shows progress. */
  onProgress?: (elapsedMs: number) => void;
};

const realClock: DeferredClock = { now: () => Date.now(), sleep };

/** The API did not finish the request within the wait time (platform spec §8). */
export class DeferredTimeoutError extends UnknownApiError {
  constructor(readonly requestId: string) {
    super(i18next.t('platform.errors.apiWaitExceeded'), 0);
    this.name = 'DeferredTimeoutError';
  }
}

/**
 * Runs a data-API call as a long-running request (platform spec §4): POST data with deferred,
 * poll data/{id}/status until it is completed or error, fetch data/{id} — which fails with the
 * request's error for status error — and delete the request whatever happened.
 */
export async function runDeferred<T>(body: DeferredBody, options: DeferredOptions = {}): Promise<T> {
  const clock = options.clock ?? realClock;
  const call: ApiCall = options.call ?? apiFetch;
  const started = clock.now();
  const { requestId } = deferredStartSchema.parse(await call<unknown>('data', { body: { ...body, deferred: true } }));
  try {
    for (;;) {
      await clock.sleep(DEFERRED_POLL_MS);
      const { status } = deferredStatusSchema.parse(await call<unknown>(`data/${requestId}/status`));
      const elapsed = clock.now() - started;
      options.onProgress?.(elapsed);
      if (status !== 'pending') break;
      if (elapsed >= DEFERRED_TIMEOUT_MS) throw new DeferredTimeoutError(requestId);
    }
    return await call<T>(`data/${requestId}`);
  } finally {
    // the result is read once; a failed removal is left to the server's sweep
    await call<unknown>(`data/${requestId}`, { method: 'DELETE', noLog: true }).catch(() => undefined);
  }
}
