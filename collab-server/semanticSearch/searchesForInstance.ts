import type { Kysely } from 'kysely';
import type { Database } from '../store';

/** The instance's classes and all their ancestors: searches rooted at any of them apply to it. */
export async function instanceClassesWithAncestors(db: Kysely<Database>, instanceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('class_closure as cc', 'cc.descendant', 'm.class_id')
    .select('cc.ancestor')
    .distinct()
    .where('m.instance_id', '=', instanceId)
    .execute();
  return rows.map((r) => r.ancestor);
}
