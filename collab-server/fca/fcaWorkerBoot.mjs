// The worker thread's entry (as reasoner/classifyWorkerBoot.mjs): a worker does not inherit the main
// thread's tsx loader hooks, so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./fcaWorker.ts');
