import { parentPort } from 'node:worker_threads';
import { StoppedError } from '../../model/fca/types';
import { analyseContext } from './fcaAnalysis';
import type { FcaWorkReply, FcaWorkRequest } from './fcaWorkerMessages';

// Runs in a worker thread (started through fcaWorkerBoot.mjs): an analysis is synchronous and may
// take minutes, so it must not hold the server's event loop.
const port = parentPort;
if (!port) throw new Error('fcaWorker runs as a worker thread');

// progress is sent at most this often: a message per thousand concepts would flood the main thread
const PROGRESS_EVERY_MS = 100;

port.on('message', (request: FcaWorkRequest) => {
  const stop = new Int32Array(request.stop);
  const stopped = () => Atomics.load(stop, 0) === 1;
  const reply = (message: FcaWorkReply) => port.postMessage(message);
  let lastProgress = 0;
  try {
    const outcome = analyseContext(request.context, request.implications, {
      stopped,
      progress: (fraction, concepts) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = now;
        reply({ type: 'progress', fraction, concepts });
      },
    });
    reply(stopped() ? { type: 'stopped' } : { type: 'done', outcome });
  } catch (error) {
    if (stopped() || error instanceof StoppedError) reply({ type: 'stopped' });
    else reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
