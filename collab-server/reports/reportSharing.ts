import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { ReportSharingInput } from '../../realtime/protocol/reports';
import { knownRoleIds } from '../admin/roles';
import { checkSharedUsers } from '../access';
import { writeSharing } from './reportRepository';
import { REPORT_MESSAGES } from './reportMessages';

/**
 * Shares the report with exactly these roles and users: roles must exist, users must be real
 * accounts other than the author (who edits anyway); a user named twice keeps the last right.
 * Checked before anything is written, then written in one transaction.
 */
export async function shareReport(db: Kysely<Database>, report: { id: string; author: string | null }, input: ReportSharingInput): Promise<void> {
  const roleIds = await knownRoleIds(db, input.role);
  const users = await checkSharedUsers(db, input.assignments, report.author, REPORT_MESSAGES);
  await db.transaction().execute((trx) => writeSharing(trx, report.id, roleIds, users));
}
