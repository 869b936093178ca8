import { sql, type RawBuilder } from 'kysely';
import { callerAccess, type CallerAccess } from '../auth';
import type { QuickLaunchSource } from '../serverArea';
import { likePattern } from '../ontologyStore';

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

export const rulesQuickLaunch: QuickLaunchSource = {
  kinds: ['owlRule'],
  matches: async (_ctx, caller, q, rank) => owlRuleMatches(callerAccess(caller), q, rank('owlRule')),
  link: (_kind, id) => `/owl-rule/${id}`,
};
