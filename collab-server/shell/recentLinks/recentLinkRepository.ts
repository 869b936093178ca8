import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import { RECENT_LINKS_MAX, type RecentLink, type VisitRecentLink } from '../../../realtime/protocol/shell/recentLinks';
import { applyVisit, orderRecentLinks, removeRecentLink, setPinned, visibleRecentLinks } from '../../../model/recentLinks';
import { isTransientLink } from '../../../model/recentLinksIdentity';
import { notFound } from '../../problems';
import { recentLinkAvailability, type RecentLinkViewer } from './recentLinkAvailability';

type Db = Kysely<Database> | Transaction<Database>;

const LINK_NOT_FOUND = 'Ссылка не найдена в недавних';

/** Whose list, and what they may open. */
export type RecentLinkOwner = RecentLinkViewer & { userId: string };

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

/** The caller's recent links as the browser shows them: one per object, pinned first, newest first, at most 15, only those still there to open. */
export async function listRecentLinks(db: Db, owner: RecentLinkOwner): Promise<RecentLink[]> {
  const list = await readList(db, owner.userId);
  const available = await recentLinkAvailability(db, list.map((l) => l.link), owner);
  return visibleRecentLinks(list, available, RECENT_LINKS_MAX);
}

/**
 * Runs one change of the user's list: reads it with the user's row locked (so two tabs visiting
 * at once take turns and the list never grows past the maximum), drops the links that can no
 * longer be followed, applies the pure rule of model/recentLinks.ts and writes the result back.
 * `change` returns null for an unknown link; `extra` is a link the change brings in.
 */
async function changeList(db: Kysely<Database>, owner: RecentLinkOwner, change: (list: RecentLink[]) => RecentLink[] | null, extra?: string): Promise<RecentLink[]> {
  return db.transaction().execute(async (trx) => {
    // no key update: it serialises changes of this user's list without blocking rows that merely reference the user
    await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forNoKeyUpdate().executeTakeFirstOrThrow();
    const stored = await readList(trx, owner.userId);
    const available = await recentLinkAvailability(trx, [...stored.map((l) => l.link), ...(extra ? [extra] : [])], owner);
    const changed = change(stored.filter(available));
    if (changed === null) throw notFound(LINK_NOT_FOUND);
    // a visit to a page that cannot be followed (its object gone meanwhile) is not kept
    const next = changed.filter(available);
    await trx.deleteFrom('recent_links').where('user_id', '=', owner.userId).execute();
    if (next.length) {
      await trx
        .insertInto('recent_links')
        .values(next.map((l) => ({ user_id: owner.userId, link: l.link, object_name: l.objectName, business_entity: l.businessEntity, icon: l.icon, dt: l.dt, pinned: l.pinned })))
        .execute();
    }
    return next;
  });
}

export async function visitRecentLink(db: Kysely<Database>, owner: RecentLinkOwner, visit: VisitRecentLink, now = new Date()): Promise<RecentLink[]> {
  // a form for a new object has nothing to come back to
  if (isTransientLink(visit.link)) return listRecentLinks(db, owner);
  return changeList(db, owner, (list) => applyVisit(list, visit, now), visit.link);
}

export async function pinRecentLink(db: Kysely<Database>, owner: RecentLinkOwner, link: string, pinned: boolean): Promise<RecentLink[]> {
  return changeList(db, owner, (list) => setPinned(list, link, pinned));
}

export async function deleteRecentLink(db: Kysely<Database>, owner: RecentLinkOwner, link: string): Promise<RecentLink[]> {
  return changeList(db, owner, (list) => removeRecentLink(list, link));
}
