import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import type { CreateRole, Role, UpdateRole, UserRolesAdmin } from '../../../realtime/protocol/admin/roles';
import { type Problem, conflict, invalid, notFound } from '../../problems';


const ROLE_COLUMNS = ['id', 'code', 'name', 'is_global', 'is_multi', 'not_active', 'subject_area'] as const;

const codeTaken = (code: string): Problem => conflict(`Роль с кодом "${code}" уже существует`);

async function assertCodeFree(db: Kysely<Database> | Transaction<Database>, code: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('roles').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw codeTaken(code);
}

/** Application roles by code; inactive ones only when asked (platform spec §6: they are excluded). */
export async function listRoles(ctx: AppContext, includeInactive: boolean): Promise<Role[]> {
  let query = ctx.db.selectFrom('roles').select(ROLE_COLUMNS).orderBy('code');
  if (!includeInactive) query = query.where('not_active', '=', false);
  return query.execute();
}

export async function createRole(ctx: AppContext, input: CreateRole): Promise<Role> {
  return ctx.db.transaction().execute(async (trx) => {
    await assertCodeFree(trx, input.code);
    return trx
      .insertInto('roles')
      .values({ id: randomUUID(), ...input })
      .returning(ROLE_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function updateRole(ctx: AppContext, id: string, changes: UpdateRole): Promise<Role> {
  return ctx.db.transaction().execute(async (trx) => {
    if (changes.code !== undefined) await assertCodeFree(trx, changes.code, id);
    const row = await trx.updateTable('roles').set(changes).where('id', '=', id).returning(ROLE_COLUMNS).executeTakeFirst();
    if (!row) throw notFound('Роль не найдена');
    return row;
  });
}

/** Deleting a role takes its user-role links and assignments with it (foreign keys cascade). */
export async function deleteRole(ctx: AppContext, id: string): Promise<void> {
  const result = await ctx.db.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Роль не найдена');
}

export async function readUserRoles(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<UserRolesAdmin> {
  const user = await db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('Пользователь не найден');
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.code'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.code')
    .execute();
  return { userId: user.id, name: user.name, roleIds: rows.map((r) => r.id), userRoles: rows.map((r) => r.code) };
}

/** Replaces the user's roles with exactly these; an unknown role id refuses the change. */
export async function setUserRoles(ctx: AppContext, userId: string, roleIds: string[]): Promise<UserRolesAdmin> {
  const wanted = [...new Set(roleIds)];
  return ctx.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound('Пользователь не найден');
    if (wanted.length) {
      const found = await trx.selectFrom('roles').select('id').where('id', 'in', wanted).execute();
      const known = new Set(found.map((r) => r.id));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length) throw invalid(`Неизвестные роли: ${unknown.join(', ')}`);
    }
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (wanted.length) await trx.insertInto('user_roles').values(wanted.map((roleId) => ({ user_id: userId, role_id: roleId }))).execute();
    return readUserRoles(trx, userId);
  });
}
