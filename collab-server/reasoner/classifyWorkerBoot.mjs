// The worker thread's entry: the server runs TypeScript through tsx (scripts/start.mjs, vitest,
// `npm run bench`), and a worker does not inherit the main thread's loader hooks, so it registers
// tsx itself before loading the TypeScript worker. The same file serves dev, tests and `npm start`.
import { register } from 'tsx/esm/api';

register();
await import('./classifyWorker.ts');
