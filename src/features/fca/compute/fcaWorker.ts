import { runBrowserPipeline } from './browserPipeline';
import type { WorkerAnswer, WorkerRequest } from './workerMessages';

// The concepts, covers and implication base of one context, off the main thread. Stopping is the
// page terminating this worker: no shouldStop needed, the thread simply ends.

// the app compiles against the DOM library; of the worker scope only these two are used
const scope = self as unknown as { postMessage: (answer: WorkerAnswer) => void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

scope.onmessage = (event: MessageEvent<WorkerRequest>) => runBrowserPipeline(event.data.context, (answer) => scope.postMessage(answer));
