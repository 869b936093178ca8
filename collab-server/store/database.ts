import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Config } from '../config';
import type { Database } from './schema';
import { copyOfMigratedCluster, madeMigratedClusterFile } from './emptyClusterTemplate';
import { createClusterIfMissing } from './pgliteInitdb';

export type Store = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

async function openPostgres(url: string, schema: string | undefined): Promise<Kysely<Database>> {
  // loaded only with DATABASE_URL: a process on PGlite does not hold pg in memory
  const { default: pg } = await import('pg');
  // bigint (count(*), bigserial) arrives as text from pg; the counts we read fit in a JS number
  pg.types.setTypeParser(20, (v) => Number(v));
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } catch (error) {
      // two processes starting together both pass "if not exists"; the loser's insert collides
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P06') throw error;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Every migration to apply, by name (the platform's and every area's): applied in the order of their names. */
export type Migrations = Readonly<Record<string, Migration>>;

/**
 * PGlite's start parameters with our cache sizes. Its PostgreSQL runs inside this process's
 * WebAssembly memory, which never shrinks, and touches all of shared_buffers as it starts: the
 * default 128MB cost 100 MB of resident memory before the first query.
 */
export const pgliteStartParams = (sizes: Config['pglite']): string[] => [...PGlite.defaultStartParams, '-c', `shared_buffers=${sizes.sharedBuffers}`, '-c', `work_mem=${sizes.workMem}`];

async function openPglite(dataDir: string, sizes: Config['pglite'], migrations: Migrations): Promise<Kysely<Database>> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    // a copy of the migrated cluster, where this machine made one, is unpacked rather than initdb and every migration run
    await createClusterIfMissing(dataDir, madeMigratedClusterFile(migrations));
  }
  const startParams = pgliteStartParams(sizes);
  const pglite = inMemory ? await copyOfMigratedCluster(migrations, (fresh) => migrateTemplate(fresh, migrations), startParams) : await PGlite.create(dataDir, { startParams });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR, and applies migrations. */
// the migrated template's own connection: migrated, then left for the template to dump and close
async function migrateTemplate(fresh: PGlite, migrations: Migrations): Promise<void> {
  await migrate(new Kysely<Database>({ dialect: new PGliteDialect(fresh) }), undefined, migrations);
}

export async function openStore(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pglite'>, migrations: Migrations): Promise<Store> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, config.databaseSchema) : await openPglite(config.dataDir, config.pglite, migrations);
  await migrate(db, config.databaseUrl ? config.databaseSchema : undefined, migrations);
  return { db, kind, close: () => db.destroy() };
}

async function migrate(db: Kysely<Database>, schema: string | undefined, migrations: Migrations): Promise<void> {
  // Kysely's migrator takes a lock, so several processes starting at once apply each migration once
  // with a schema of its own, the migrator's bookkeeping tables live there too (it would otherwise
  // find another schema's tables in the same database)
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) }, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Kysely looks for its bookkeeping tables by listing every schema's tables and columns (with
    // pg_get_serial_sequence on each); another schema of the same database dropped meanwhile fails
    // that listing: its schema (3F000), one of its tables (42P01) or columns (42703) is gone. Nothing
    // ran yet: try again. A missing object named in our own schema fails at once.
    if (!failed && attempt < 5 && droppedOtherSchema(error, schema)) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

const VANISHED = new Set(['3F000', '42P01', '42703']);

export function droppedOtherSchema(error: unknown, ownSchema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === undefined || !VANISHED.has(code)) return false;
  // the listing names the vanished schema, or a table qualified by it, or only a column and table
  const named = /^schema "(.+)" does not exist$/.exec(message ?? '')?.[1] ?? /^relation "([^".]+)\.[^"]+" does not exist$/.exec(message ?? '')?.[1];
  return named === undefined ? code !== '3F000' : named !== ownSchema;
}

export async function pingStore(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
