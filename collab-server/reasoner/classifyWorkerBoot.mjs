// The worker thread's entry: the server run from its TypeScript sources goes through tsx (vitest,
// `npm run dev`, `npm run bench`), and a worker does not inherit the main thread's loader hooks, so it registers
// tsx itself before loading the TypeScript worker. The same file serves dev and tests; `npm start` runs
// the server build, which starts the bundled classifyWorker.js instead (workerThreadEntry.ts).
import { register } from 'tsx/esm/api';

register();
await import('./classifyWorker.ts');
