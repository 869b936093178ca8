import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';

// Runs in a process of its own: creating the cluster (or unpacking a copy of a migrated one) is all it does.
const INITDB_PROCESS = `
const [pglite, dataDir, copy] = process.argv.slice(1);
import(pglite)
  .then(async ({ PGlite }) => {
    const loadDataDir = copy ? new Blob([require('node:fs').readFileSync(copy)]) : undefined;
    const db = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
    await db.close();
  })
  .catch((error) => {
    console.error(String((error && error.stack) || error));
    process.exit(1);
  });
`;

/**
 * A new data folder's cluster is created in a child process that then exits. PGlite (0.4) keeps
 * the memory initdb used alive for as long as its process runs (500 MB more resident on a first
 * start than on any later one). A worker thread took that WebAssembly memory with it, but not what
 * V8 had allocated to compile PGlite's module: that went through the process's malloc arenas,
 * which keep freed memory (~100 MB more resident on a first start); a process of its own returns
 * everything. A folder that holds a cluster already is left alone. With `copy` (a migrated
 * cluster's copy made on this machine) the cluster is that copy, unpacked: initdb and the
 * migrations would take seconds more.
 */
export async function createClusterIfMissing(dataDir: string, copy: string | null = null): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(process.execPath, ['-e', INITDB_PROCESS, '--', pglite, dataDir, copy ?? ''], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`Creating the PGlite cluster in ${dataDir} failed (exit ${code}): ${errors.trim()}`);
}
