// Run by `npm start` (scripts/start.mjs) in a process of its own, before the server starts: builds
// the browser app and the server when either is missing or older than its sources. Its own process
// because it needs tsx (this file and buildFreshness.ts are TypeScript), which the server, run from
// its build with plain node, must not carry: tsx's loader thread and what it keeps stay resident.
import { statSync, writeFileSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APP_SOURCES, SERVER_SOURCES, buildReason, newestSource } from './buildFreshness';
import { SERVER_BUILD_DIR } from '../vite.server.config';

const root = process.cwd();
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

const mtimeOf = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

function build(reason: string | null, args: readonly string[]): void {
  if (!reason) return;
  console.log(reason);
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// the browser app: its index.html is written last by a build
const appDir = path.resolve(root, process.env.STATIC_DIR || 'dist');
build(buildReason(mtimeOf(path.join(appDir, 'index.html')), newestSource(root, APP_SOURCES)), ['--outDir', appDir]);

// the server: a stamp written once its build succeeded, dated when that build started, so a source
// saved during a build makes the next start build again
const serverDir = path.resolve(root, SERVER_BUILD_DIR);
const stamp = path.join(serverDir, '.built');
const startedAt = new Date();
const serverReason = buildReason(mtimeOf(stamp), newestSource(root, SERVER_SOURCES), 'the server');
build(serverReason, ['--config', 'vite.server.config.ts']);
if (serverReason) {
  writeFileSync(stamp, '');
  utimesSync(stamp, startedAt, startedAt);
}
