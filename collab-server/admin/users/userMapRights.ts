import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { MapRight, SetUserMapRights, UserMapRights } from '../../../realtime/protocol/admin/userMapRights';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import { EDITOR_ROLE } from '../../../model/editRights';
import { READER_ROLE } from '../../access';
import { invalid, notFound } from '../../problems';

export const MAP_RIGHTS_MESSAGES = {
  userNotFound: 'Пользователь не найден',
  publicUser: 'Пользователю общего доступа нельзя дать права на карты онтологии',
  notMaps: (ids: readonly string[]): string => `Это не карты онтологии: ${ids.join(', ')}`,
  noRoles: 'Роли «Читатель» и «Редактор» не найдены',
} as const;

const ROLE_OF: Record<MapRight, string> = { reader: READER_ROLE, editor: EDITOR_ROLE };

async function rightRoleIds(db: Kysely<Database>): Promise<Record<MapRight, string>> {
  const rows = await db.selectFrom('roles').select(['id', 'code']).where('code', 'in', Object.values(ROLE_OF)).execute();
  const reader = rows.find((r) => r.code === READER_ROLE)?.id;
  const editor = rows.find((r) => r.code === EDITOR_ROLE)?.id;
  if (!reader || !editor) throw invalid(MAP_RIGHTS_MESSAGES.noRoles);
  return { reader, editor };
}

async function requireAccountUser(db: Kysely<Database>, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'is_public']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound(MAP_RIGHTS_MESSAGES.userNotFound);
  if (user.is_public) throw invalid(MAP_RIGHTS_MESSAGES.publicUser);
}

/** The user's own assignments in force of the reader or editor role on ontology maps: the stronger one per map. */
export async function readUserMapRights(db: Kysely<Database>, userId: string): Promise<UserMapRights> {
  await requireAccountUser(db, userId);
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .innerJoin('memberships as m', (join) => join.onRef('m.instance_id', '=', 'a.obj_id').on('m.class_id', '=', META_CLASS.OntologyMap))
    .innerJoin('instances as i', 'i.id', 'a.obj_id')
    .select(['a.obj_id as mapId', 'i.name', 'r.code'])
    .where('a.user_id', '=', userId)
    .where('r.code', 'in', Object.values(ROLE_OF))
    .where('a.not_active', '=', false)
    .where((eb) => eb.or([eb('a.active_until', 'is', null), eb('a.active_until', '>', new Date())]))
    .execute();
  const byMap = new Map<string, UserMapRights['maps'][number]>();
  for (const row of rows) {
    const mapId = row.mapId as string;
    const right: MapRight = row.code === EDITOR_ROLE || byMap.get(mapId)?.right === 'editor' ? 'editor' : 'reader';
    byMap.set(mapId, { mapId, name: row.name, right });
  }
  return { maps: [...byMap.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru')) };
}

/**
 * Gives the user exactly these rights on maps: a map whose right changed or that was left out loses
 * the user's own reader and editor assignments on it, and a new right is one assignment with no end.
 * Maps whose right stays are not touched (a suspended or time-limited assignment there stays as it
 * is). Everything is checked before anything is written, and written in one transaction.
 */
export async function replaceUserMapRights(db: Kysely<Database>, userId: string, wanted: SetUserMapRights): Promise<UserMapRights> {
  await requireAccountUser(db, userId);
  const ids = wanted.maps.map((m) => m.mapId);
  const maps = ids.length ? new Set((await db.selectFrom('memberships').select('instance_id').where('instance_id', 'in', ids).where('class_id', '=', META_CLASS.OntologyMap).execute()).map((r) => r.instance_id)) : new Set<string>();
  const notMaps = ids.filter((id) => !maps.has(id));
  if (notMaps.length) throw invalid(MAP_RIGHTS_MESSAGES.notMaps(notMaps));
  const roles = await rightRoleIds(db);
  const held = new Map((await readUserMapRights(db, userId)).maps.map((m) => [m.mapId, m.right]));
  const want = new Map(wanted.maps.map((m) => [m.mapId, m.right]));
  const changed = [...new Set([...held.keys(), ...want.keys()])].filter((mapId) => held.get(mapId) !== want.get(mapId));
  if (changed.length) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('assignments').where('user_id', '=', userId).where('obj_id', 'in', changed).where('role_id', 'in', [roles.reader, roles.editor]).execute();
      const given = changed.flatMap((mapId) => {
        const right = want.get(mapId);
        return right ? [{ id: randomUUID(), obj_id: mapId, user_id: userId, osa_role_id: null, role_id: roles[right], not_active: false, active_until: null }] : [];
      });
      if (given.length) await trx.insertInto('assignments').values(given).execute();
    });
  }
  return readUserMapRights(db, userId);
}
