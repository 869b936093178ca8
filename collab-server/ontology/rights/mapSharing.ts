import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { MapEditor, MapSharing } from '../../../realtime/protocol/ontology/rights';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { EDITOR_ROLE } from '../../../model/editRights';
import { fetchAssignments, roleHolders } from '../../access';
import { invalid, notFound } from '../../problems';
import { findMapHeader } from '../ontologyMaps';

export const SHARING_MESSAGES = {
  mapNotFound: 'Карта онтологии не найдена',
  userNotFound: 'Пользователь не найден',
  publicUser: 'Пользователю общего доступа нельзя дать право изменять онтологию',
  noEditorRole: 'Роль «Редактор» не найдена или отключена',
} as const;

const SOURCE_ORDER: Record<MapEditor['via'], number> = { admin: 0, editor: 1, map: 2, group: 3 };

/** Everybody who may edit the map, each once by the strongest reason, then by name. */
async function editorsOf(db: Kysely<Database>, mapId: string): Promise<MapEditor[]> {
  const users = await db.selectFrom('users').select(['id', 'name', 'login', 'is_admin', 'is_public', 'disabled']).where('is_public', '=', false).where('disabled', '=', false).execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  const editors = new Map<string, MapEditor>();
  const add = (userId: string, via: MapEditor['via'], group: string | null) => {
    const user = byId.get(userId);
    const seen = editors.get(userId);
    if (!user || (seen && SOURCE_ORDER[seen.via] <= SOURCE_ORDER[via])) return;
    editors.set(userId, { userId, name: user.name, login: user.login, via, group });
  };
  for (const user of users) if (user.is_admin) add(user.id, 'admin', null);
  for (const userId of await roleHolders(db, EDITOR_ROLE)) add(userId, 'editor', null);
  const assigned = await fetchAssignments(db, { roleCode: EDITOR_ROLE, objectId: mapId, onlyActualAssignments: true });
  for (const a of assigned) if (a.user_id) add(a.user_id, 'map', null);
  const groups = assigned.filter((a) => a.osa_role_id !== null);
  if (groups.length) {
    const members = await db.selectFrom('osa_role_users').select(['osa_role_id', 'user_id']).where('osa_role_id', 'in', groups.map((g) => g.osa_role_id as string)).execute();
    // only assignments in force were fetched: each member of their groups edits
    for (const m of members) add(m.user_id, 'group', groups.find((g) => g.osa_role_id === m.osa_role_id)?.osa_role_name ?? null);
  }
  return [...editors.values()].sort((a, b) => SOURCE_ORDER[a.via] - SOURCE_ORDER[b.via] || a.name.localeCompare(b.name, 'ru'));
}

/** Who may edit the map and who reads it. `mayShare`: whether the asking user may change that. */
export async function readMapSharing(db: Kysely<Database>, mapId: string, mayShare: boolean): Promise<MapSharing> {
  const map = await findMapHeader(db, mapId);
  if (!map) throw notFound(SHARING_MESSAGES.mapNotFound);
  const [editors, users, isPublic] = await Promise.all([
    editorsOf(db, mapId),
    db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('is_public', '=', false).where('disabled', '=', false).executeTakeFirstOrThrow(),
    db.selectFrom('vals').select('b').where('inst', '=', mapId).where('prop', '=', META_PROP.isPublic).executeTakeFirst(),
  ]);
  return { mapId, mapName: map.name, editors, readerCount: Math.max(0, Number(users.n) - editors.length), publicDocumentation: isPublic?.b === true, mayShare };
}

async function editorRoleId(db: Kysely<Database>): Promise<string> {
  const role = await db.selectFrom('roles').select('id').where('code', '=', EDITOR_ROLE).where('not_active', '=', false).executeTakeFirst();
  if (!role) throw invalid(SHARING_MESSAGES.noEditorRole);
  return role.id;
}

/** Makes the user an editor of the map (an assignment of the editor role); an active one is not doubled. */
export async function shareMap(db: Kysely<Database>, mapId: string, userId: string): Promise<void> {
  if (!(await findMapHeader(db, mapId))) throw notFound(SHARING_MESSAGES.mapNotFound);
  const user = await db.selectFrom('users').select(['id', 'is_public']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw invalid(SHARING_MESSAGES.userNotFound);
  if (user.is_public) throw invalid(SHARING_MESSAGES.publicUser);
  const roleId = await editorRoleId(db);
  await db.transaction().execute(async (trx) => {
    const held = await fetchAssignments(trx, { userId, roleCode: EDITOR_ROLE, objectId: mapId, onlyActualAssignments: true });
    if (held.some((a) => a.user_id === userId)) return;
    await trx.insertInto('assignments').values({ id: randomUUID(), obj_id: mapId, user_id: userId, osa_role_id: null, role_id: roleId, not_active: false, active_until: null }).execute();
  });
}

/** Ends the user's own editor assignments on the map (a group's stays: it is changed where groups are). */
export async function unshareMap(db: Kysely<Database>, mapId: string, userId: string): Promise<void> {
  if (!(await findMapHeader(db, mapId))) throw notFound(SHARING_MESSAGES.mapNotFound);
  const roleId = await editorRoleId(db);
  await db.deleteFrom('assignments').where('obj_id', '=', mapId).where('user_id', '=', userId).where('role_id', '=', roleId).execute();
}
