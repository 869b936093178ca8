import type { Kysely } from 'kysely';
import { runStatements } from '../../../store';

// Entries carry millisecond times: calls in the same millisecond came back in either order. `seq`
// numbers the entries as they are written (a batch in its order), so newest first is exact: the
// page orders by `at` desc, then `seq` desc, and the index serves both that and the sweep by age.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table query_history add column seq bigint generated always as identity;
    drop index query_history_at;
    create index query_history_at_seq on query_history(at desc, seq desc);
  `,
  );
}
