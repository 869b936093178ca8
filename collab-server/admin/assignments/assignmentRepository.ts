import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import type { Assignment, CreateAssignment, UpdateAssignment } from '../../../realtime/protocol/admin/assignments';
import { invalid, notFound } from '../../problems';
import { assignmentsWithNames } from '../../access';

type Db = AppContext['db'] | Transaction<Database>;
export type AssignmentFilter = { id?: string; userId?: string; objectId?: string; roleId?: string; osaRoleId?: string };

const toMoment = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Assignments with the names of what they point at, in the shape of domain spec §3.8. */
export async function listAssignments(db: Db, filter: AssignmentFilter): Promise<Assignment[]> {
  let query = assignmentsWithNames(db)
    .select(['a.id', 'a.obj_id', 'i.name as obj', 'a.user_id', 'u.name as user', 'r.code as role_code', 'a.role_id', 'r.name as role'])
    .select(['a.not_active', 'a.active_until', 'o.name as osaRole', 'a.osa_role_id']);
  if (filter.id) query = query.where('a.id', '=', filter.id);
  if (filter.userId) query = query.where('a.user_id', '=', filter.userId);
  if (filter.objectId) query = query.where('a.obj_id', '=', filter.objectId);
  if (filter.roleId) query = query.where('a.role_id', '=', filter.roleId);
  if (filter.osaRoleId) query = query.where('a.osa_role_id', '=', filter.osaRoleId);
  const rows = await query.orderBy('a.created_at').orderBy('a.id').execute();

  const osaRoleIds = [...new Set(rows.flatMap((r) => (r.osa_role_id ? [r.osa_role_id] : [])))];
  const objIds = [...new Set(rows.flatMap((r) => (r.obj_id ? [r.obj_id] : [])))];
  const members = osaRoleIds.length
    ? await db
        .selectFrom('osa_role_users as m')
        .innerJoin('users', 'users.id', 'm.user_id')
        .select(['m.osa_role_id', 'm.user_id', 'users.name'])
        .where('m.osa_role_id', 'in', osaRoleIds)
        .orderBy('users.name')
        .execute()
    : [];
  const classes = objIds.length
    ? await db.selectFrom('memberships').select(['instance_id', 'class_id']).where('instance_id', 'in', objIds).orderBy('class_id').execute()
    : [];
  return rows.map((r) => {
    const group = members.filter((m) => m.osa_role_id === r.osa_role_id);
    return {
      id: r.id,
      obj_id: r.obj_id,
      obj: r.obj,
      obj_class: classes.filter((c) => c.instance_id === r.obj_id).map((c) => c.class_id),
      user_id: r.user_id,
      user: r.user,
      role_code: r.role_code,
      role_id: r.role_id,
      role: r.role,
      not_active: r.not_active,
      activeUntil: iso(r.active_until),
      osaRole: r.osaRole,
      osaRole_id: r.osa_role_id,
      osaRoleUser: group.map((m) => m.name),
      osaRoleUserIds: group.map((m) => m.user_id),
    };
  });
}

async function assertExists(trx: Transaction<Database>, table: 'roles' | 'users' | 'osa_roles' | 'instances', id: string, missing: string): Promise<void> {
  const row = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw invalid(`${missing}: ${id}`);
}

async function assertReferences(trx: Transaction<Database>, refs: { role_id?: string; user_id?: string; osa_role_id?: string; obj_id?: string | null }): Promise<void> {
  if (refs.role_id) await assertExists(trx, 'roles', refs.role_id, 'Роль не найдена');
  if (refs.user_id) await assertExists(trx, 'users', refs.user_id, 'Пользователь не найден');
  if (refs.osa_role_id) await assertExists(trx, 'osa_roles', refs.osa_role_id, 'Группа пользователей не найдена');
  // the object of an assignment is an instance, or a document (its editors are assigned per document)
  if (refs.obj_id && !(await trx.selectFrom('documents').select('id').where('id', '=', refs.obj_id).executeTakeFirst())) {
    await assertExists(trx, 'instances', refs.obj_id, 'Объект не найден');
  }
}

async function readOne(trx: Transaction<Database>, id: string): Promise<Assignment> {
  const [found] = await listAssignments(trx, { id });
  if (!found) throw notFound('Назначение не найдено');
  return found;
}

export async function createAssignment(ctx: AppContext, input: CreateAssignment): Promise<Assignment> {
  return ctx.db.transaction().execute(async (trx) => {
    await assertReferences(trx, input);
    const id = randomUUID();
    await trx
      .insertInto('assignments')
      .values({
        id,
        obj_id: input.obj_id ?? null,
        user_id: input.user_id ?? null,
        osa_role_id: input.osa_role_id ?? null,
        role_id: input.role_id,
        not_active: input.not_active,
        active_until: toMoment(input.active_until) ?? null,
      })
      .execute();
    return readOne(trx, id);
  });
}

export async function updateAssignment(ctx: AppContext, id: string, changes: UpdateAssignment): Promise<Assignment> {
  return ctx.db.transaction().execute(async (trx) => {
    await readOne(trx, id);
    await assertReferences(trx, changes);
    await trx
      .updateTable('assignments')
      .set({ obj_id: changes.obj_id, role_id: changes.role_id, not_active: changes.not_active, active_until: toMoment(changes.active_until) })
      .where('id', '=', id)
      .execute();
    return readOne(trx, id);
  });
}

export async function deleteAssignment(ctx: AppContext, id: string): Promise<void> {
  const result = await ctx.db.deleteFrom('assignments').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Назначение не найдено');
}
