import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';

// An in-memory store (tests, benchmarks) starts from a copy of an empty cluster: PGlite's initdb is
// most of its start (~1.3 of ~1.8 s) and loading a copy takes ~0.5 s. Test files run in processes
// of their own, so the copy is kept in the temp folder, one per installed PGlite.
// keyed by the installed PGlite (its entry file's size and time): an upgrade makes a new copy
const pgliteVersion = (): string => {
  const entry = fs.statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return `${entry.size}-${Math.round(entry.mtimeMs)}`;
};

let template: Promise<Blob> | null = null;

async function readOrMakeTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ontoweave-pglite-empty-${pgliteVersion()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const fresh = await PGlite.create('memory://');
  try {
    const dump = await fresh.dumpDataDir('none');
    // written aside, then renamed: a process reading at the same time sees all of it or none
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await fresh.close();
  }
}

/** A new in-memory PGlite holding an empty cluster, as `PGlite.create('memory://')` gives, sooner. */
export async function copyOfEmptyCluster(): Promise<PGlite> {
  template ??= readOrMakeTemplate();
  try {
    return await PGlite.create({ loadDataDir: await template });
  } catch (error) {
    // a damaged copy is not used twice: it is made again on the next start
    template = null;
    fs.rmSync(path.join(os.tmpdir(), `ontoweave-pglite-empty-${pgliteVersion()}.tar`), { force: true });
    throw error;
  }
}
