import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// Runs in a worker of its own: creating the cluster (or unpacking a copy of a migrated one) is all it does.
const INITDB_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
import(workerData.pglite)
  .then(async ({ PGlite }) => {
    const loadDataDir = workerData.copy ? new Blob([require('node:fs').readFileSync(workerData.copy)]) : undefined;
    const db = await PGlite.create(workerData.dataDir, loadDataDir ? { loadDataDir } : {});
    await db.close();
  })
  .then(() => parentPort.postMessage('done'), (error) => parentPort.postMessage(String(error && error.stack || error)));
`;

/**
 * A new data folder's cluster is created in a worker thread that then exits. PGlite (0.4) keeps
 * the memory initdb used alive for as long as its process runs (500 MB more resident on a first
 * start than on any later one); a worker's memory goes with the worker. A folder that holds a
 * cluster already is left alone. With `copy` (a migrated cluster's copy made on this machine) the
 * cluster is that copy, unpacked: initdb and the migrations would take seconds more.
 */
export async function createClusterIfMissing(dataDir: string, copy: string | null = null): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const worker = new Worker(INITDB_WORKER, { eval: true, workerData: { dataDir, pglite, copy } });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the cluster's worker exited with ${code}`)));
    });
    if (answer !== 'done') throw new Error(`Creating the PGlite cluster in ${dataDir} failed: ${String(answer)}`);
  } finally {
    await worker.terminate();
  }
}
