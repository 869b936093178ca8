import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// get_data checks class membership once per candidate instance (the class scope of a recursive
// read, the visibility of commands): with class_id in the index that check is an index-only probe
// instead of a heap visit, which halved a filtered, sorted page over 100,000 instances. The
// single-column index it replaces is a prefix of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index memberships_instance_class on memberships(instance_id, class_id);
    drop index memberships_instance;
  `,
  );
}
