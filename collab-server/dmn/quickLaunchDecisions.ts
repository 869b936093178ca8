import { sql, type RawBuilder } from 'kysely';
import { callerAccess, type CallerAccess } from '../auth';
import type { QuickLaunchSource } from '../serverArea';
import { likePattern } from '../ontologyStore';

/**
 * DMN decision tables whose name contains `q`, as quick-launch rows (id, name, rank, class_id,
 * class_name): the newest version of each family only; administrators find all, others the ones
 * they wrote (platform spec §1, §6).
 */
export function dmnDecisionMatches(caller: CallerAccess, q: string, rank: number): RawBuilder<unknown> {
  const own = caller.isAdmin ? sql`` : sql`and d.author = ${caller.userId}`;
  return sql`
    select d.id, d.name, ${rank}::int as rank, null::uuid as class_id, null::text as class_name
    from dmn_decisions d
    where d.name ilike ${likePattern(q, 'contains')} ${own}
      and not exists (select 1 from dmn_decisions n where n.root_version = d.root_version and n.version_number > d.version_number)
  `;
}

export const decisionsQuickLaunch: QuickLaunchSource = {
  kinds: ['dmnDecision'],
  matches: async (_ctx, caller, q, rank) => dmnDecisionMatches(callerAccess(caller), q, rank('dmnDecision')),
  link: (_kind, id) => `/dmn/${id}`,
};
