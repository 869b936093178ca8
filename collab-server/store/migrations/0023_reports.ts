import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// TODO(issue 15): filled in by the area that owns this migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `select 1;`);
}
