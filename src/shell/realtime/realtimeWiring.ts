// the bus waits for the first screen: it is not what the user came to see first
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * Starts the real-time bus once a user is signed in. Everything real-time (rxjs, socket.io-client,
 * the bus) is imported here lazily, once the first screen is up: none of it is part of it.
 */
export function startRealtime(userId: string): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const cancel = whenIdle(() => {
    import('./realtimeConnection').then(
      ({ startRealtimeConnection }) => {
        if (!stopped) stop = startRealtimeConnection(userId);
      },
      // the status watcher keeps polling by itself: the shell works on without live updates
      (error: unknown) => console.warn('[realtime] the bus could not be loaded', error),
    );
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
    stop = null;
  };
}
