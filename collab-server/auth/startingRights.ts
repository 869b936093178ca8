import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { EDITOR_ROLE } from '../../model/editRights';
import { invalid } from '../problems';
import { readSetting, writeSetting } from '../store';

type Db = Kysely<Database> | Transaction<Database>;

/** The settings key of the roles a new account starts with. */
const NEW_USER_ROLES_KEY = 'new_user_roles';
/** Without a setting a new account reads: the spec's reader role (platform spec §6). */
const DEFAULT_NEW_USER_ROLE = 'reader';

export const STARTING_RIGHTS_MESSAGES = {
  unknownRoles: (ids: string[]): string => `Неизвестные или отключённые роли: ${ids.join(', ')}`,
  notMaps: (ids: string[]): string => `Это не карты онтологии: ${ids.join(', ')}`,
  noEditorRole: 'Роль «Редактор» не найдена',
} as const;

async function assertActiveRoles(db: Db, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = new Set((await db.selectFrom('roles').select('id').where('id', 'in', [...roleIds]).where('not_active', '=', false).execute()).map((r) => r.id));
  const unknown = roleIds.filter((id) => !found.has(id));
  if (unknown.length) throw invalid(STARTING_RIGHTS_MESSAGES.unknownRoles(unknown));
}

/** The roles new accounts start with: the administrator's setting (still existing, active roles), or the reader role. */
export async function readNewUserRoles(db: Db): Promise<string[]> {
  const stored = await readSetting<unknown>(db as Kysely<Database>, NEW_USER_ROLES_KEY);
  if (Array.isArray(stored)) {
    const ids = stored.filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('roles').select('id').where('id', 'in', ids).where('not_active', '=', false).execute();
    const active = new Set(rows.map((r) => r.id));
    return ids.filter((id) => active.has(id));
  }
  const reader = await db.selectFrom('roles').select('id').where('code', '=', DEFAULT_NEW_USER_ROLE).where('not_active', '=', false).executeTakeFirst();
  return reader ? [reader.id] : [];
}

export async function writeNewUserRoles(db: Kysely<Database>, roleIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(roleIds)];
  await assertActiveRoles(db, unique);
  await writeSetting(db, NEW_USER_ROLES_KEY, unique);
  return readNewUserRoles(db);
}

/**
 * What a new account may do from its first sign-in: its global roles (those given, or the new-user
 * roles) and the editor role on the given ontology maps. In the transaction that creates it.
 */
export async function grantStartingRights(trx: Transaction<Database>, userId: string, given: { roleIds?: readonly string[]; editorMapIds?: readonly string[] }): Promise<void> {
  const roleIds = given.roleIds ? [...new Set(given.roleIds)] : await readNewUserRoles(trx);
  await assertActiveRoles(trx, roleIds);
  if (roleIds.length) await trx.insertInto('user_roles').values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId }))).execute();
  const maps = [...new Set(given.editorMapIds ?? [])];
  if (maps.length === 0) return;
  const found = new Set((await trx.selectFrom('memberships').select('instance_id').where('instance_id', 'in', maps).where('class_id', '=', META_CLASS.OntologyMap).execute()).map((r) => r.instance_id));
  const notMaps = maps.filter((id) => !found.has(id));
  if (notMaps.length) throw invalid(STARTING_RIGHTS_MESSAGES.notMaps(notMaps));
  const editor = await trx.selectFrom('roles').select('id').where('code', '=', EDITOR_ROLE).executeTakeFirst();
  if (!editor) throw invalid(STARTING_RIGHTS_MESSAGES.noEditorRole);
  await trx
    .insertInto('assignments')
    .values(maps.map((map) => ({ id: randomUUID(), obj_id: map, user_id: userId, osa_role_id: null, role_id: editor.id, not_active: false, active_until: null })))
    .execute();
}
