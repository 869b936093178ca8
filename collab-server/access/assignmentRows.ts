import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';

type Db = Kysely<Database> | Transaction<Database>;

/** Assignments (a) joined to their role (r), user (u), osa role (o) and object (i), for naming them. */
export function assignmentsWithNames(db: Db) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('osa_roles as o', 'o.id', 'a.osa_role_id')
    .leftJoin('instances as i', 'i.id', 'a.obj_id');
}
