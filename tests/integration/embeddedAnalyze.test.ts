import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './testServer';
import { analyzeGrownTables } from '../../collab-server/jobs/embeddedAnalyze';

// PGlite has no autovacuum: the scheduler's job re-analyzes the tables that have grown, so their
// statistics (and the plans cached from them) follow the data. On PostgreSQL autovacuum does this.
describe('statistics of the embedded store follow its growth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const analyzedPages = async (table: string) =>
    (await sql<{ relpages: number }>`select relpages from pg_class where relname = ${table} and relnamespace = current_schema()::regnamespace`.execute(server.ctx.db)).rows[0]?.relpages ?? 0;

  it('analyzes a table that has grown, and only then', async () => {
    if (server.ctx.storeKind !== 'pglite') {
      expect(await analyzeGrownTables(server.ctx)).toEqual([]);
      return;
    }
    await analyzeGrownTables(server.ctx);
    expect(await analyzeGrownTables(server.ctx)).toEqual([]);

    await sql`insert into instances (id, name) select md5('grow-' || g)::uuid, 'Item ' || g from generate_series(1, 20000) g`.execute(server.ctx.db);
    expect(await analyzeGrownTables(server.ctx)).toEqual(['instances']);
    expect(await analyzedPages('instances')).toBeGreaterThan(100);
    // nothing has grown since
    expect(await analyzeGrownTables(server.ctx)).toEqual([]);
  });
});
