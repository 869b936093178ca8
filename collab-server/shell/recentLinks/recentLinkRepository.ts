import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store/schema';
import { RECENT_LINKS_MAX, type RecentLink, type VisitRecentLink } from '../../../realtime/protocol/shell/recentLinks';
import { applyVisit, orderRecentLinks, removeRecentLink, setPinned } from '../../../model/recentLinks';
import { notFound } from '../../problems/problem';

type Db = Kysely<Database> | Transaction<Database>;

const LINK_NOT_FOUND = 'Ссылка не найдена в недавних';

async function readList(db: Db, userId: string): Promise<RecentLink[]> {
  const rows = await db
    .selectFrom('recent_links')
    .select(['link', 'object_name', 'business_entity', 'icon', 'dt', 'pinned'])
    .where('user_id', '=', userId)
    .execute();
  return orderRecentLinks(
    rows.map((r) => ({ link: r.link, objectName: r.object_name, businessEntity: r.business_entity, icon: r.icon, dt: new Date(r.dt).toISOString(), pinned: r.pinned })),
  );
}

/** The caller's recent links as the browser shows them: pinned first, newest first, at most 15. */
export async function listRecentLinks(db: Db, userId: string): Promise<RecentLink[]> {
  return (await readList(db, userId)).slice(0, RECENT_LINKS_MAX);
}

/**
 * Runs one change of the user's list: reads it with the user's row locked (so two tabs visiting
 * at once take turns and the list never grows past the maximum), applies the pure rule of
 * model/recentLinks.ts and writes the result back. `change` returns null for an unknown link.
 */
async function changeList(db: Kysely<Database>, userId: string, change: (list: RecentLink[]) => RecentLink[] | null): Promise<RecentLink[]> {
  return db.transaction().execute(async (trx) => {
    // no key update: it serialises changes of this user's list without blocking rows that merely reference the user
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
    const next = change(await readList(trx, userId));
    if (next === null) throw notFound(LINK_NOT_FOUND);
    await trx.deleteFrom('recent_links').where('user_id', '=', userId).execute();
    if (next.length) {
      await trx
        .insertInto('recent_links')
        .values(next.map((l) => ({ user_id: userId, link: l.link, object_name: l.objectName, business_entity: l.businessEntity, icon: l.icon, dt: l.dt, pinned: l.pinned })))
        .execute();
    }
    return next;
  });
}

export async function visitRecentLink(db: Kysely<Database>, userId: string, visit: VisitRecentLink, now = new Date()): Promise<RecentLink[]> {
  return changeList(db, userId, (list) => applyVisit(list, visit, now));
}

export async function pinRecentLink(db: Kysely<Database>, userId: string, link: string, pinned: boolean): Promise<RecentLink[]> {
  return changeList(db, userId, (list) => setPinned(list, link, pinned));
}

export async function deleteRecentLink(db: Kysely<Database>, userId: string, link: string): Promise<RecentLink[]> {
  return changeList(db, userId, (list) => removeRecentLink(list, link));
}
