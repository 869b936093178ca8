// npm start: builds the browser app when it is missing or older than its sources, then runs the
// server (PORT, default 8080). The app goes to STATIC_DIR (default ./dist), where the server reads it.
import { statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
register();
const { buildReason, newestSource } = await import('./buildFreshness.ts');

const outDir = path.resolve(root, process.env.STATIC_DIR || 'dist');
const builtAt = (() => {
  try {
    return statSync(path.join(outDir, 'index.html')).mtimeMs;
  } catch {
    return null;
  }
})();
const reason = buildReason(builtAt, newestSource(root));
if (reason) {
  console.log(reason);
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await import('../collab-server/main.ts');
