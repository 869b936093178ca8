import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { ReportSharingInput } from '../../realtime/protocol/reports';
import { knownRoleIds } from '../admin/roles/roleReferences';
import { invalid } from '../problems/problem';
import { writeSharing } from './reportRepository';
import { REPORT_MESSAGES } from './reportMessages';

/**
 * Shares the report with exactly these roles and users: roles must exist, users must be real
 * accounts other than the author (who edits anyway); a user named twice keeps the last right.
 * Checked before anything is written, then written in one transaction.
 */
export async function shareReport(db: Kysely<Database>, report: { id: string; author: string | null }, input: ReportSharingInput): Promise<void> {
  const roleIds = await knownRoleIds(db, input.role);
  const byUser = new Map(input.assignments.map((a) => [a.userId, a.edit]));
  const ids = [...byUser.keys()];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'is_public']).where('id', 'in', ids).execute() : [];
  for (const id of ids) {
    const user = users.find((u) => u.id === id);
    if (!user) throw invalid(REPORT_MESSAGES.userNotFound(id));
    if (user.is_public) throw invalid(REPORT_MESSAGES.publicUser);
    if (id === report.author) throw invalid(REPORT_MESSAGES.authorAssigned);
  }
  await db.transaction().execute((trx) => writeSharing(trx, report.id, roleIds, [...byUser].map(([userId, edit]) => ({ userId, edit }))));
}
