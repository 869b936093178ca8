import { defineConfig } from 'vite';

// The server as `npm start` runs it: bundled once into .server-build/ (scripts/buildForStart.ts
// rebuilds it when its sources are newer) and run with plain `node`. Loaded through tsx the same
// modules held ~100 MB more: tsx's loader thread, its transforms and their source maps.
//
// Packages stay external (Vite's default for a server build): they load from node_modules as
// before, so PGlite finds its WebAssembly and data files beside its own code.
//
// The worker threads are entries of their own, and every file lands in one flat folder: whichever
// chunk their starters end up in, `new URL('./fcaWorker.js', import.meta.url)` names the right file
// (their starters, fca/fcaRunner.ts and reasoner/classifierThread.ts, spell the same names).
export const SERVER_BUILD_DIR = '.server-build';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: SERVER_BUILD_DIR,
    emptyOutDir: true,
    target: 'node20',
    // unminified: a stack trace from production is still readable; `node --enable-source-maps`
    // maps it to the TypeScript sources
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'collab-server/main.ts',
        fcaWorker: 'collab-server/fca/fcaWorker.ts',
        classifyWorker: 'collab-server/reasoner/classifyWorker.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
