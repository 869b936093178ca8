import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import type { CreateTag, Tag, UpdateTag } from '../../realtime/protocol/profile/tags';
import type { CallerAccess } from '../auth';
import { canChangeTag } from '../../model/tagVisibility';
import { forbidden, notFound } from '../problems';
import { heldActiveRoleIds, knownRoleIds, TAG_ROLE_LINKS, readRoleLinks, writeRoleLinks } from '../admin/roles';

type Db = Kysely<Database> | Transaction<Database>;

const TAG_NOT_FOUND = 'Тег не найден';
const ONLY_AUTHOR = 'Изменять и удалять тег может только его автор или администратор';

function tagsWithAuthors(db: Db) {
  return db
    .selectFrom('tags as t')
    .innerJoin('users as u', 'u.id', 't.author')
    .select(['t.id', 't.name', 't.color', 't.author', 'u.name as authorName', 't.shared']);
}

async function withRoles(db: Db, rows: Array<Omit<Tag, 'roles'>>): Promise<Tag[]> {
  const roles = await readRoleLinks(db, TAG_ROLE_LINKS, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] }));
}

/**
 * The tags the caller sees: the rule of model/tagVisibility.ts (canSeeTag) in SQL — its
 * author, an administrator, or, when shared, a holder of one of its active roles.
 */
export async function listVisibleTags(db: Db, caller: CallerAccess): Promise<Tag[]> {
  let query = tagsWithAuthors(db);
  if (!caller.isAdmin) {
    query = query.where((eb) =>
      eb.or([
        eb('t.author', '=', caller.userId),
        eb.and([
          eb('t.shared', '=', true),
          eb.exists(
            eb
              .selectFrom('tag_roles as tr')
              .select('tr.role_id')
              .whereRef('tr.tag_id', '=', 't.id')
              .where('tr.role_id', 'in', heldActiveRoleIds(db, caller.userId)),
          ),
        ]),
      ]),
    );
  }
  return withRoles(db, await query.orderBy('t.name').orderBy('t.id').execute());
}

async function readTag(db: Db, id: string): Promise<Tag> {
  const [tag] = await withRoles(db, await tagsWithAuthors(db).where('t.id', '=', id).execute());
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

export async function createTag(db: Kysely<Database>, author: string, input: CreateTag): Promise<Tag> {
  return db.transaction().execute(async (trx) => {
    const roles = await knownRoleIds(trx, input.roles);
    const id = randomUUID();
    await trx.insertInto('tags').values({ id, name: input.name, color: input.color, author, shared: input.shared }).execute();
    await writeRoleLinks(trx, TAG_ROLE_LINKS, id, roles);
    return readTag(trx, id);
  });
}

/** The tag locked for the change, after checking it exists and the caller may change it. */
async function lockChangeableTag(trx: Transaction<Database>, id: string, caller: CallerAccess): Promise<void> {
  const tag = await trx.selectFrom('tags').select('author').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!tag) throw notFound(TAG_NOT_FOUND);
  if (!canChangeTag(tag, caller)) throw forbidden(ONLY_AUTHOR);
}

export async function updateTag(db: Kysely<Database>, caller: CallerAccess, id: string, changes: UpdateTag): Promise<Tag> {
  return db.transaction().execute(async (trx) => {
    await lockChangeableTag(trx, id, caller);
    const { roles, ...columns } = changes;
    if (roles !== undefined) await writeRoleLinks(trx, TAG_ROLE_LINKS, id, await knownRoleIds(trx, roles));
    if (Object.keys(columns).length) await trx.updateTable('tags').set(columns).where('id', '=', id).execute();
    return readTag(trx, id);
  });
}

export async function deleteTag(db: Kysely<Database>, caller: CallerAccess, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockChangeableTag(trx, id, caller);
    await trx.deleteFrom('tags').where('id', '=', id).execute();
  });
}
