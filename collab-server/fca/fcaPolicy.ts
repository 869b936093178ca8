import { reportAccess, type ReportAccess, type ReportAccessFacts } from '../reports/reportPolicy';

/**
 * Who may do what with an FCA entry (domain spec §3.9): the rule of reports, which are shared the
 * same way — administrators and the author read and change it; a user it is assigned to reads it,
 * and changes it with an editor assignment; holders of a role it is shared with read it. Everybody
 * else does not see it at all.
 */
export type FcaAccess = ReportAccess;
export type FcaAccessFacts = ReportAccessFacts;
export const fcaAccess: (facts: FcaAccessFacts) => FcaAccess = reportAccess;

/**
 * Who may stop a server run: whoever started it, and whoever may change the entry (its author,
 * editors, administrators); readers only watch.
 */
export function mayStopRun(access: FcaAccess, runUser: string, userId: string): boolean {
  return access === 'edit' || runUser === userId;
}
