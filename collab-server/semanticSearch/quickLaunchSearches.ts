import { sql, type RawBuilder } from 'kysely';
import { loadAccessGrants, readScope, type AccessGrants } from '../access';
import type { QuickLaunchSource } from '../serverArea';
import { likePattern } from '../ontologyStore';

/**
 * Saved semantic searches whose name contains `q`, as quick-launch rows (id, name, rank,
 * class_id, class_name), under the searches' reading rule (the shared-object policy's readScope):
 * administrators find all; others those they authored, those shared to one of their roles and
 * those assigned to them. The grants are read once by loadAccessGrants and become parameters here.
 */
export function semanticSearchMatches(grants: AccessGrants, q: string, rank: number): RawBuilder<unknown> {
  const scope = readScope(grants, 'search');
  const readable = scope.all
    ? sql``
    : sql`and (s.author = ${scope.author}
        ${scope.objects.length > 0 ? sql`or s.id in (${sql.join(scope.objects)})` : sql``}
        ${scope.roles.length > 0 ? sql`or exists (select 1 from jsonb_array_elements_text(s.roles) r(role_id) where r.role_id in (${sql.join(scope.roles)}))` : sql``})`;
  return sql`
    select s.id, s.name, ${rank}::int as rank, null::uuid as class_id, null::text as class_name
    from semantic_searches s
    where s.name ilike ${likePattern(q, 'contains')} ${readable}
  `;
}

/** Saved semantic searches in quick launch, under their reading rule; none for the public user. */
export const searchesQuickLaunch: QuickLaunchSource = {
  kinds: ['semanticSearch'],
  matches: async (ctx, caller, q, rank) => (caller.isPublic ? null : semanticSearchMatches(await loadAccessGrants(ctx.db, caller), q, rank('semanticSearch'))),
  link: (_kind, id) => `/semantic-search/${id}`,
};
