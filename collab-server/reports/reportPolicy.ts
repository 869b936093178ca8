/**
 * Who may do what with a report (domain spec §3.9, platform spec §6): administrators and the
 * author read and change it; a user it is assigned to reads it, and changes it with an editor
 * assignment; holders of a role it is shared with read it. Everybody else does not see it at all.
 */
export type ReportAccess = 'edit' | 'read' | null;

export type ReportAccessFacts = {
  isAdmin: boolean;
  isPublic: boolean;
  userId: string;
  author: string | null;
  /** The caller's own assignment on the report, if any. */
  assignment: { edit: boolean } | null;
  /** The caller holds (actively) one of the roles the report is shared with. */
  holdsSharedRole: boolean;
};

export function reportAccess(facts: ReportAccessFacts): ReportAccess {
  if (facts.isPublic) return null;
  if (facts.isAdmin || (facts.author !== null && facts.author === facts.userId) || facts.assignment?.edit) return 'edit';
  if (facts.assignment || facts.holdsSharedRole) return 'read';
  return null;
}
