import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import type { Migration } from 'kysely';

// An in-memory store (tests, benchmarks) starts from a copy of a cluster kept in the temp folder:
// PGlite's initdb is ~1.3 s and applying every migration several seconds more, while loading a
// copy takes ~0.5 s. Test files run in processes of their own, so the copies are files: one of an
// empty cluster, and one of a cluster with every migration applied, keyed by the installed PGlite
// (its entry file's size and time) and by the migrations' names and code, so an upgrade or an edited
// migration makes a new copy. Migrations depend on nothing configured, which makes them copyable.
const pgliteVersion = (): string => {
  const entry = fs.statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return `${entry.size}-${Math.round(entry.mtimeMs)}`;
};

// the migrations' names and code: an added or edited migration, of the platform or of an area, makes a new copy
const migrationsKey = (migrations: Readonly<Record<string, Migration>>): string => {
  const hash = crypto.createHash('sha1');
  for (const name of Object.keys(migrations).sort()) hash.update(name).update(String(migrations[name]?.up)).update(String(migrations[name]?.down));
  return hash.digest('hex').slice(0, 16);
};

// the copies' files, once made (or found) in this process; the bytes are read again for each
// copy, so no process keeps a copy's 40 MB in memory after loading it
const templates = new Map<string, Promise<string>>();
const templateFile = (name: string): string => path.join(os.tmpdir(), `ontoweave-pglite-${name}-${pgliteVersion()}.tar`);

async function findOrMake(name: string, make: () => Promise<PGlite>): Promise<string> {
  const file = templateFile(name);
  if (fs.existsSync(file)) return file;
  const fresh = await make();
  try {
    const dump = await fresh.dumpDataDir('none');
    // written aside, then renamed: a process reading at the same time sees all of it or none
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return file;
  } finally {
    await fresh.close();
  }
}

async function fromTemplate(name: string, make: () => Promise<PGlite>, startParams?: string[]): Promise<PGlite> {
  let template = templates.get(name);
  if (!template) {
    template = findOrMake(name, make);
    templates.set(name, template);
  }
  try {
    const file = await template;
    return await PGlite.create({ loadDataDir: new Blob([await fs.promises.readFile(file)]), ...(startParams ? { startParams } : {}) });
  } catch (error) {
    // a damaged copy is not used twice: it is made again on the next start
    templates.delete(name);
    fs.rmSync(templateFile(name), { force: true });
    throw error;
  }
}

/**
 * The file of the migrated cluster's copy for these migrations, when one was made on this machine
 * already (by a store in memory: tests, benchmarks); null otherwise. A first start on disk unpacks it
 * instead of running initdb and every migration.
 */
export function madeMigratedClusterFile(migrations: Readonly<Record<string, Migration>>): string | null {
  const file = templateFile(`migrated-${migrationsKey(migrations)}`);
  return fs.existsSync(file) ? file : null;
}

/** A new in-memory PGlite holding an empty cluster, as `PGlite.create('memory://')` gives, sooner. */
export const copyOfEmptyCluster = (): Promise<PGlite> => fromTemplate('empty', () => PGlite.create('memory://'));

/**
 * A new in-memory PGlite with every migration applied (by `migrate`, on a copy of the empty
 * cluster, the first time only). The caller still runs its migrator: it then finds nothing to do.
 */
export const copyOfMigratedCluster = (migrations: Readonly<Record<string, Migration>>, migrate: (fresh: PGlite) => Promise<void>, startParams?: string[]): Promise<PGlite> =>
  fromTemplate(
    `migrated-${migrationsKey(migrations)}`,
    async () => {
      const fresh = await copyOfEmptyCluster();
      await migrate(fresh);
      return fresh;
    },
    startParams,
  );
