import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Caller } from '../auth/caller';
import { forbidden, notFound } from '../problems/problem';
import { findReport, sharingFactsOf, type ReportRow } from './reportRepository';
import { reportAccess, type ReportAccess } from './reportPolicy';
import { REPORT_MESSAGES } from './reportMessages';

/**
 * The report and the caller's access to it, or a problem: a report the caller may not read looks
 * as if it did not exist (its name is not told), one they read but may not change is forbidden.
 */
export async function requireReport(db: Kysely<Database>, caller: Caller, id: string, wanted: 'read' | 'edit'): Promise<{ row: ReportRow; access: Exclude<ReportAccess, null> }> {
  const row = await findReport(db, id);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  const facts = await sharingFactsOf(db, id, caller.user.id);
  const access = reportAccess({ isAdmin: caller.user.is_admin, isPublic: caller.isPublic, userId: caller.user.id, author: row.author, ...facts });
  if (!access) throw notFound(REPORT_MESSAGES.notFound);
  if (wanted === 'edit' && access !== 'edit') throw forbidden(REPORT_MESSAGES.notEditor);
  return { row, access };
}
