import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSchema, startTestServer, type TestServer } from './testServer';

/**
 * A store that outlives its server, for tests that stop a server mid-work and start it again: a
 * PGlite folder on disk, or its own PostgreSQL schema when DATABASE_URL is set. `remove` deletes it.
 */
export function restartableStore(name: string): { start: () => Promise<TestServer>; remove: () => Promise<void> } {
  const databaseUrl = process.env.DATABASE_URL;
  const work = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const schema = `${name.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  return {
    start: () => startTestServer({ DATA_DIR: path.join(work, 'data') }, databaseUrl ? { schema } : {}),
    remove: async () => {
      if (databaseUrl) await dropSchema(databaseUrl, schema);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
