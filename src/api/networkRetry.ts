/** Platform spec §9: a request that got no response is tried once more after 300 ms. */
export const NETWORK_RETRY_DELAY_MS = 300;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Runs a request; when it rejects (fetch rejects only when no response came) it waits and runs it
 * once more. A cancelled request is not retried.
 */
export async function withNetworkRetry<T>(run: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error)) throw error;
    await wait(NETWORK_RETRY_DELAY_MS);
    return run();
  }
}
