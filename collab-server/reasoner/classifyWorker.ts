import { parentPort } from 'node:worker_threads';
import { classify } from '../../model/reasoner/classify';
import type { ClassifyReply, ClassifyRequest } from './classifyMessages';

// Runs in a worker thread (started through classifyWorkerBoot.mjs): classification is synchronous
// and may take seconds, so it must not hold the server's event loop.
const port = parentPort;
if (!port) throw new Error('classifyWorker runs as a worker thread');

// progress is sent at most this often: a message per rule round would flood the main thread
const PROGRESS_EVERY_MS = 100;

port.on('message', (request: ClassifyRequest) => {
  const stop = new Int32Array(request.stop);
  const reply = (message: ClassifyReply) => port.postMessage(message);
  let lastProgress = 0;
  try {
    const result = classify(request.input, {
      shouldStop: () => Atomics.load(stop, 0) === 1,
      onProgress: (fraction) => {
        const now = Date.now();
        if (now - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = now;
        reply({ type: 'progress', fraction });
      },
    });
    reply(Atomics.load(stop, 0) === 1 ? { type: 'stopped' } : { type: 'done', result });
  } catch (error) {
    reply(Atomics.load(stop, 0) === 1 ? { type: 'stopped' } : { type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
