/**
 * Whether the viewer offers editing actions (Edit, Publish, completing others' discussions). It
 * mirrors the server's document access rule (administrators, the author, and holders of a
 * document editor assignment on it); the server checks again, this only hides what would be refused.
 */
export const DOCUMENT_EDITOR_ROLES = ['document_editor', 'document_content_editor'] as const;

export function viewerMayEdit(
  user: { id: string; isAdmin: boolean } | null,
  authorId: string | null,
  assignments: ReadonlyArray<{ object_id: string | null; app_role_code: string }>,
  documentId: string,
): boolean {
  if (!user) return false;
  if (user.isAdmin || authorId === user.id) return true;
  return assignments.some((a) => a.object_id === documentId && (DOCUMENT_EDITOR_ROLES as readonly string[]).includes(a.app_role_code));
}
