import { sql, type RawBuilder } from 'kysely';
import type { CallerGrants } from '../../semanticSearch/searchAccess';
import { likePattern } from '../../dataApi/filterValues';

/**
 * Saved semantic searches whose name contains `q`, as quick-launch rows (id, name, rank,
 * class_id, class_name), under the searches' own reading rule (semanticSearch/searchAccess.ts):
 * administrators find all; others those they authored, those shared to one of their roles and
 * those assigned to them. The grants are read once by loadGrants and become parameters here.
 */
export function semanticSearchMatches(grants: CallerGrants, q: string, rank: number): RawBuilder<unknown> {
  const objects = [...grants.readObjects];
  const roles = [...grants.roleIds];
  const readable = grants.isAdmin
    ? sql``
    : sql`and (s.author = ${grants.userId}
        ${objects.length > 0 ? sql`or s.id in (${sql.join(objects)})` : sql``}
        ${roles.length > 0 ? sql`or exists (select 1 from jsonb_array_elements_text(s.roles) r(role_id) where r.role_id in (${sql.join(roles)}))` : sql``})`;
  return sql`
    select s.id, s.name, ${rank}::int as rank, null::uuid as class_id, null::text as class_name
    from semantic_searches s
    where s.name ilike ${likePattern(q, 'contains')} ${readable}
  `;
}
