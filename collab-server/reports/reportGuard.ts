import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { requireAccess, type ObjectAccess, type Refusals, type SharedObject, type Wanted } from '../access';
import { findReport, reportRoleIds, type ReportRow } from './reportRepository';
import { REPORT_MESSAGES } from './reportMessages';

/** A report as the shared-object policy sees it; `roles` (the roles it is shared with) only bear on reading. */
export const reportObject = (row: Pick<ReportRow, 'id' | 'author'>, roles: readonly string[] = []): SharedObject => ({ kind: 'report', id: row.id, author: row.author, roles });

// no mayNotRead: a report the caller may not read looks as if it did not exist (its name is not told)
const REFUSALS: Refusals = { notFound: REPORT_MESSAGES.notFound, mayNotChange: REPORT_MESSAGES.notEditor };

/** The report and the caller's access to it, or a problem: unreadable is not found, read but not changeable is forbidden. */
export async function requireReport(db: Kysely<Database>, caller: Caller, id: string, wanted: Wanted): Promise<{ row: ReportRow; access: ObjectAccess }> {
  const [row, roles] = await Promise.all([findReport(db, id), reportRoleIds(db, id)]);
  return requireAccess(db, caller, row, (r) => reportObject(r, roles), wanted, REFUSALS);
}
