/**
 * The file a worker thread starts from, resolved against its starter's `import.meta.url`. Run from
 * the TypeScript sources (tsx, vitest, `npm run dev`), it is the boot file beside the worker, which
 * registers tsx first: a worker does not inherit the main thread's loader hooks. Run from the server
 * build (`npm start`, vite.server.config.ts), it is the worker's own bundled entry, which that
 * build puts in the same flat folder as every chunk, so the starter's chunk finds it beside itself.
 */
export function workerThreadEntry(starterUrl: string, sourceBoot: string, builtEntry: string): URL {
  return new URL(starterUrl.endsWith('.ts') ? sourceBoot : builtEntry, starterUrl);
}
