import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../store';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A table linking objects to the roles they are offered to: (key, role_id). Tags and class views
 * each have one, alike but for the names, so their queries are written once here over the names.
 */
type RoleLinkTable<T extends keyof Database> = { table: T; key: Exclude<keyof Database[T], 'role_id'> & string };

export const TAG_ROLE_LINKS: RoleLinkTable<'tag_roles'> = { table: 'tag_roles', key: 'tag_id' };
export const VIEW_ROLE_LINKS: RoleLinkTable<'class_view_roles'> = { table: 'class_view_roles', key: 'view_id' };
type RoleLinks = typeof TAG_ROLE_LINKS | typeof VIEW_ROLE_LINKS;

/** The role ids of each object, in role id order; an object without roles has an empty list. */
export async function readRoleLinks(db: Db, links: RoleLinks, ids: readonly string[]): Promise<Map<string, string[]>> {
  const roles = new Map(ids.map((id) => [id, [] as string[]]));
  if (ids.length === 0) return roles;
  const { rows } = await sql<{ owner: string; role_id: string }>`
    select ${sql.ref(links.key)} as owner, role_id from ${sql.table(links.table)}
    where ${sql.ref(links.key)} in (${sql.join(ids)}) order by role_id`.execute(db);
  for (const row of rows) roles.get(row.owner)?.push(row.role_id);
  return roles;
}

/** Replaces the object's roles with `roleIds` (known roles, without repeats). */
export async function writeRoleLinks(trx: Transaction<Database>, links: RoleLinks, id: string, roleIds: readonly string[]): Promise<void> {
  await sql`delete from ${sql.table(links.table)} where ${sql.ref(links.key)} = ${id}`.execute(trx);
  if (roleIds.length === 0) return;
  const values = roleIds.map((roleId) => sql`(${id}, ${roleId})`);
  await sql`insert into ${sql.table(links.table)} (${sql.ref(links.key)}, role_id) values ${sql.join(values)}`.execute(trx);
}
