import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import type { RecentLink } from '../../../realtime/protocol/shell/recentLinks';
import { recentLinkIdentity, routePatternCovers, type RecentObjectKind } from '../../../model/recentLinksIdentity';

type Db = Kysely<Database> | Transaction<Database>;

/** What the server knows of the pages a user may open: the installation's blocked routes and the user's disabled ones. */
export type RecentLinkViewer = { blockedRoutes: readonly string[]; disabledRoutes: readonly string[] };

/** The ids of `ids` that exist in the table of `kind`. */
async function existing(db: Db, kind: RecentObjectKind, ids: string[]): Promise<string[]> {
  switch (kind) {
    case 'instance':
      return (await db.selectFrom('instances').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    case 'document':
      return (await db.selectFrom('documents').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    case 'documentElement':
      return (await db.selectFrom('document_elements').select('inner_id').where('inner_id', 'in', ids).execute()).map((r) => r.inner_id);
    case 'publication':
      return (await db.selectFrom('publications').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    case 'documentPublication':
      return (await db.selectFrom('document_publications').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
    case 'import':
      return (await db.selectFrom('imports').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
  }
}

/**
 * Which of `links` the user can still follow: the object each shows still exists (one indexed
 * lookup per kind of object, whatever the number of links), and no blocked or disabled route
 * covers it. Deleting an object therefore needs no hook in every area that deletes: its links
 * simply stop being shown, and leave the stored list at its next change. The routes only the
 * browser knows (admin-only and unknown pages, sections turned off) are filtered by its guard.
 */
export async function recentLinkAvailability(db: Db, links: readonly string[], viewer: RecentLinkViewer): Promise<(link: RecentLink | string) => boolean> {
  const wanted = new Map<RecentObjectKind, Set<string>>();
  for (const link of links) {
    const { object } = recentLinkIdentity(link);
    if (object) wanted.set(object.kind, (wanted.get(object.kind) ?? new Set()).add(object.id));
  }
  const found = new Set<string>();
  for (const [kind, ids] of wanted) for (const id of await existing(db, kind, [...ids])) found.add(`${kind}:${id.toLowerCase()}`);
  const refused = [...viewer.blockedRoutes, ...viewer.disabledRoutes];
  return (entry) => {
    const link = typeof entry === 'string' ? entry : entry.link;
    const { key, object } = recentLinkIdentity(link);
    if (object && !found.has(key)) return false;
    return !refused.some((pattern) => routePatternCovers(pattern, link));
  };
}

/** A user's disabledRoutes as stored (jsonb: pg and PGlite hand back the parsed array). */
export function routeList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
