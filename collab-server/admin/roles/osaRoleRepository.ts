import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import type { CreateOsaRole, OsaRole, UpdateOsaRole } from '../../../realtime/protocol/admin/roles';
import { invalid, notFound } from '../../problems';

/** Osa roles are named groups of users; an assignment given to one is held by every member. */
export async function listOsaRoles(ctx: AppContext): Promise<OsaRole[]> {
  const roles = await ctx.db.selectFrom('osa_roles').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  const members = await ctx.db.selectFrom('osa_role_users').select(['osa_role_id', 'user_id']).orderBy('user_id').execute();
  const byRole = new Map<string, string[]>();
  for (const m of members) byRole.set(m.osa_role_id, [...(byRole.get(m.osa_role_id) ?? []), m.user_id]);
  return roles.map((r) => ({ id: r.id, name: r.name, userIds: byRole.get(r.id) ?? [] }));
}

async function readOsaRole(trx: Transaction<Database>, id: string): Promise<OsaRole> {
  const role = await trx.selectFrom('osa_roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Группа пользователей не найдена');
  const members = await trx.selectFrom('osa_role_users').select('user_id').where('osa_role_id', '=', id).orderBy('user_id').execute();
  return { ...role, userIds: members.map((m) => m.user_id) };
}

async function replaceMembers(trx: Transaction<Database>, osaRoleId: string, userIds: string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length) {
    const found = await trx.selectFrom('users').select('id').where('id', 'in', wanted).execute();
    const known = new Set(found.map((u) => u.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length) throw invalid(`Неизвестные пользователи: ${unknown.join(', ')}`);
  }
  await trx.deleteFrom('osa_role_users').where('osa_role_id', '=', osaRoleId).execute();
  if (wanted.length) await trx.insertInto('osa_role_users').values(wanted.map((userId) => ({ osa_role_id: osaRoleId, user_id: userId }))).execute();
}

export async function createOsaRole(ctx: AppContext, input: CreateOsaRole): Promise<OsaRole> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await trx.insertInto('osa_roles').values({ id, name: input.name }).execute();
    await replaceMembers(trx, id, input.userIds);
    return readOsaRole(trx, id);
  });
}

export async function updateOsaRole(ctx: AppContext, id: string, changes: UpdateOsaRole): Promise<OsaRole> {
  return ctx.db.transaction().execute(async (trx) => {
    await readOsaRole(trx, id);
    if (changes.name !== undefined) await trx.updateTable('osa_roles').set({ name: changes.name }).where('id', '=', id).execute();
    if (changes.userIds !== undefined) await replaceMembers(trx, id, changes.userIds);
    return readOsaRole(trx, id);
  });
}

/** Deleting a group takes its memberships and the assignments given to it with it. */
export async function deleteOsaRole(ctx: AppContext, id: string): Promise<void> {
  const result = await ctx.db.deleteFrom('osa_roles').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Группа пользователей не найдена');
}
