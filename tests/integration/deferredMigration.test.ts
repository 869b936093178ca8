import { afterAll, describe, expect, it } from 'vitest';
import { Kysely, Migrator } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import { copyOfEmptyCluster } from '../../collab-server/store/emptyClusterTemplate';
import { SERVER_AREAS } from '../../collab-server/areas';
import { migrationsOf } from '../../collab-server/startAreas';
import type { Database } from '../../collab-server/store/schema';

// Deferred calls that failed before migration 0019 stored the HTTP status they were to be answered
// with; after it they must still be answered the same, now through the problem's kind.
describe('migration 0019: deferred failures keep their answer', () => {
  let pglite: PGlite | undefined;
  afterAll(async () => pglite?.close());

  it('turns each stored status into the kind of problem answered with it', async () => {
    pglite = await copyOfEmptyCluster();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    const all = migrationsOf(SERVER_AREAS);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...all }) } });
    expect((await migrator.migrateTo('0018_simple_documents')).error).toBeUndefined();

    const userId = '00000000-0000-4000-8000-000000000001';
    const statuses = [400, 401, 403, 404, 409, 413, 429, 500];
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('deferred_requests')
      .values([
        ...statuses.map((httpStatus) => ({ id: `00000000-0000-4000-8000-000000000${httpStatus}`, user_id: userId, act: 'get_data', status: 'error', result: JSON.stringify({ httpStatus }), error: `failed ${httpStatus}` })),
        { id: '00000000-0000-4000-8000-000000000001', user_id: userId, act: 'get_data', status: 'completed', result: JSON.stringify({ rows: [] }), error: null },
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('deferred_requests').select(['error', 'problem', 'result']).orderBy('id').execute();
    expect(rows).toEqual([
      { error: null, problem: null, result: { rows: [] } },
      { error: 'failed 400', problem: 'invalid', result: null },
      { error: 'failed 401', problem: 'unauthenticated', result: null },
      { error: 'failed 403', problem: 'forbidden', result: null },
      { error: 'failed 404', problem: 'notFound', result: null },
      { error: 'failed 409', problem: 'conflict', result: null },
      { error: 'failed 413', problem: 'tooLarge', result: null },
      { error: 'failed 429', problem: 'rateLimited', result: null },
      { error: 'failed 500', problem: null, result: null },
    ]);
  });
});
