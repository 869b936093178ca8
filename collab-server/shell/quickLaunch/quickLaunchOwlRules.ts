import { sql, type RawBuilder } from 'kysely';
import type { CallerAccess } from '../../auth/caller';
import { likePattern } from '../../dataApi/filterValues';

/**
 * OWL rules whose name contains `q`, as quick-launch rows (id, name, rank, class_id, class_name):
 * administrators find all, others the rules they wrote (platform spec §1, §6).
 */
export function owlRuleMatches(caller: CallerAccess, q: string, rank: number): RawBuilder<unknown> {
  const own = caller.isAdmin ? sql`` : sql`and r.author = ${caller.userId}`;
  return sql`
    select r.id, r.name, ${rank}::int as rank, null::uuid as class_id, null::text as class_name
    from owl_rules r
    where r.name ilike ${likePattern(q, 'contains')} ${own}
  `;
}
