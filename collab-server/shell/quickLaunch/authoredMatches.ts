import { sql, type RawBuilder } from 'kysely';
import type { CallerAccess } from '../../auth';
import { likePattern } from '../../ontologyStore';

/**
 * Quick-launch rows (id, name, rank, class_id, class_name) of a table of authored objects whose
 * name contains `q`: administrators find all, others what they wrote (platform spec §1, §6).
 * `alias.id`, `alias.name` and `alias.author` are read; `also` narrows further (the newest version only…).
 */
export function authoredMatches(from: { table: string; alias: string }, caller: CallerAccess, q: string, rank: number, also: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const row = sql.ref(from.alias);
  const own = caller.isAdmin ? sql`` : sql`and ${row}.author = ${caller.userId}`;
  return sql`
    select ${row}.id, ${row}.name, ${rank}::int as rank, null::uuid as class_id, null::text as class_name
    from ${sql.table(from.table)} ${row}
    where ${row}.name ilike ${likePattern(q, 'contains')} ${own} ${also}
  `;
}
