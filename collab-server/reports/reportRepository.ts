import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import type { SaveReport } from '../../realtime/protocol/reports';
import { replaceSharedUsers, sharedUsersOf, type SharedUser } from '../access';
import type { ReadScope } from '../access';
import { REPORT_MESSAGES } from './reportMessages';

type Db = Kysely<Database> | Transaction<Database>;

/** A report row as the routes present it, with its author's name. */
export type ReportRow = {
  id: string;
  name: string;
  annotation: string;
  source: string[];
  template: string;
  ss_data: Record<string, unknown>;
  author: string | null;
  author_name: string | null;
  date_create: Date;
};

const selectReports = (db: Db) =>
  db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.author')
    .select(['r.id', 'r.name', 'r.annotation', 'r.source', 'r.template', 'r.ss_data', 'r.author', 'u.name as author_name', 'r.date_create']);

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return (await selectReports(db).where('r.id', '=', id).executeTakeFirst()) as ReportRow | undefined;
}

/** The reports in the caller's read scope (the shared-object policy's): all for an administrator. Newest first. */
export async function listReadableReports(db: Db, scope: ReadScope): Promise<ReportRow[]> {
  let query = selectReports(db);
  if (!scope.all) {
    const { objects, roles } = scope;
    query = query.where((eb) =>
      eb.or([
        ...(scope.author ? [eb('r.author', '=', scope.author)] : []),
        ...(objects.length ? [eb('r.id', 'in', objects)] : []),
        ...(roles.length ? [eb.exists(eb.selectFrom('report_roles as rr').select('rr.report_id').whereRef('rr.report_id', '=', 'r.id').where('rr.role_id', 'in', roles))] : []),
      ]),
    );
  }
  return (await query.orderBy('r.date_create', 'desc').orderBy('r.name').execute()) as ReportRow[];
}

/** The roles a report is shared with: their holders read it. */
export async function reportRoleIds(db: Db, reportId: string): Promise<string[]> {
  const rows = await db.selectFrom('report_roles').select('role_id').where('report_id', '=', reportId).execute();
  return rows.map((r) => r.role_id);
}

export async function insertReport(db: Db, author: string, input: SaveReport): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('reports')
    .values({ id, name: input.name, annotation: input.annotation, source: JSON.stringify(input.source), template: input.template, ss_data: JSON.stringify(input.ssData), author })
    .execute();
  return id;
}

export async function updateReport(db: Db, id: string, input: SaveReport): Promise<void> {
  await db
    .updateTable('reports')
    .set({ name: input.name, annotation: input.annotation, source: JSON.stringify(input.source), template: input.template, ss_data: JSON.stringify(input.ssData), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The report and the assignments given on it (they name it by id, with no foreign key to cascade). */
export async function deleteReport(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assignments').where('obj_id', '=', id).execute();
    await trx.deleteFrom('reports').where('id', '=', id).execute();
  });
}

export async function readSharing(db: Db, reportId: string): Promise<{ role: string[]; assignments: Array<{ userId: string; edit: boolean; name: string; login: string }> }> {
  const [roles, assignments] = await Promise.all([db.selectFrom('report_roles').select('role_id').where('report_id', '=', reportId).orderBy('role_id').execute(), sharedUsersOf(db, reportId)]);
  return { role: roles.map((r) => r.role_id), assignments };
}

/** Replaces who the report is shared with (in the caller's transaction): its roles, and its users' reader or editor assignments. */
export async function writeSharing(trx: Transaction<Database>, reportId: string, roleIds: readonly string[], assignments: readonly SharedUser[]): Promise<void> {
  await trx.deleteFrom('report_roles').where('report_id', '=', reportId).execute();
  if (roleIds.length) await trx.insertInto('report_roles').values(roleIds.map((role_id) => ({ report_id: reportId, role_id }))).execute();
  await replaceSharedUsers(trx, reportId, assignments, REPORT_MESSAGES);
}
