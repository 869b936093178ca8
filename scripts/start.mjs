// npm start: builds what is missing or older than its sources (the browser app into STATIC_DIR,
// default ./dist, where the server reads it; the server into .server-build/), then runs the server
// (PORT, default 8080) from its build with plain node, in this process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import v8 from 'node:v8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

// the freshness checks are TypeScript run through tsx: in a process of their own, so this one never
// registers tsx (its loader thread alone would stay resident for the server's whole life)
const built = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'buildForStart.ts')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// PGlite's WebAssembly is optimised by V8 in the background as it runs hot; with a compile task per
// core, those compilations' memory (malloc'd, freed, and kept by the allocator) stayed resident:
// ~40 MB at start. One task optimises the same code a little later; the first PGlite module is
// compiled after this line, when the store opens.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

await import('../.server-build/main.js');
