import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import type { ClassView, CreateClassView, UpdateClassView } from '../../../realtime/protocol/admin/views';
import type { PropRef } from '../../../realtime/protocol/dataApi/getData';
import { notFound } from '../../problems';
import { assertIsClass, assertPropertiesExist } from './classViewReferences';
import { heldActiveRoleIds, knownRoleIds, VIEW_ROLE_LINKS, readRoleLinks, writeRoleLinks } from '../roles';

type Db = Kysely<Database> | Transaction<Database>;

const VIEW_NOT_FOUND = 'Представление не найдено';

function viewsWithClassNames(db: Db) {
  return db
    .selectFrom('class_views as v')
    .innerJoin('instances as c', 'c.id', 'v.class_id')
    .select(['v.id', 'v.name', 'v.class_id', 'c.name as class_name', 'v.fields', 'v.sort']);
}

type ViewRow = { id: string; name: string; class_id: string; class_name: string; fields: string[]; sort: ClassView['sort'] };

async function withRoles(db: Db, rows: ViewRow[]): Promise<ClassView[]> {
  const roles = await readRoleLinks(db, VIEW_ROLE_LINKS, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    classId: r.class_id,
    className: r.class_name,
    roleIds: roles.get(r.id) ?? [],
    fields: r.fields as PropRef[],
    sort: r.sort,
  }));
}

/**
 * The views of one class or of all: those offered to `offeredTo` (platform spec §6: a view of a
 * role the user holds, active roles only — administrators included, so they see what their users
 * see), or, with `offeredTo` null, every view (the administrators' page).
 */
export async function listClassViews(db: Db, filter: { classId?: string; offeredTo: string | null }): Promise<ClassView[]> {
  let query = viewsWithClassNames(db);
  if (filter.classId) query = query.where('v.class_id', '=', filter.classId);
  const userId = filter.offeredTo;
  if (userId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_view_roles as vr')
          .select('vr.role_id')
          .whereRef('vr.view_id', '=', 'v.id')
          .where('vr.role_id', 'in', heldActiveRoleIds(db, userId)),
      ),
    );
  }
  return withRoles(db, await query.orderBy('c.name').orderBy('v.name').orderBy('v.id').execute());
}

async function readView(db: Db, id: string): Promise<ClassView> {
  const [view] = await withRoles(db, await viewsWithClassNames(db).where('v.id', '=', id).execute());
  if (!view) throw notFound(VIEW_NOT_FOUND);
  return view;
}

const propsOf = (fields: readonly PropRef[] | undefined, sort: ClassView['sort'] | undefined): PropRef[] => [...(fields ?? []), ...(sort ? [sort.prop] : [])];

export async function createClassView(db: Kysely<Database>, input: CreateClassView): Promise<ClassView> {
  return db.transaction().execute(async (trx) => {
    await assertIsClass(trx, input.classId);
    await assertPropertiesExist(trx, propsOf(input.fields, input.sort));
    const roles = await knownRoleIds(trx, input.roleIds);
    const id = randomUUID();
    await trx
      .insertInto('class_views')
      .values({ id, name: input.name, class_id: input.classId, fields: JSON.stringify(input.fields), sort: input.sort ? JSON.stringify(input.sort) : null })
      .execute();
    await writeRoleLinks(trx, VIEW_ROLE_LINKS, id, roles);
    return readView(trx, id);
  });
}

export async function updateClassView(db: Kysely<Database>, id: string, changes: UpdateClassView): Promise<ClassView> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('class_views').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(VIEW_NOT_FOUND);
    await assertPropertiesExist(trx, propsOf(changes.fields, changes.sort));
    if (changes.roleIds !== undefined) await writeRoleLinks(trx, VIEW_ROLE_LINKS, id, await knownRoleIds(trx, changes.roleIds));
    const columns = {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.fields !== undefined ? { fields: JSON.stringify(changes.fields) } : {}),
      ...(changes.sort !== undefined ? { sort: changes.sort ? JSON.stringify(changes.sort) : null } : {}),
    };
    if (Object.keys(columns).length) await trx.updateTable('class_views').set(columns).where('id', '=', id).execute();
    return readView(trx, id);
  });
}

export async function deleteClassView(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom('class_views').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(VIEW_NOT_FOUND);
}
