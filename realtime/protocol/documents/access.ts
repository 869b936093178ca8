import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * Who may edit a structured document besides its author and the administrators: each grant is an
 * assignment of a document role on the document (`document_editor`: content and structure,
 * `document_content_editor`: content only). Everyone else signed in reads it.
 */
export const DOCUMENT_GRANT_ROLES = ['editor', 'contentEditor'] as const;
export const documentGrantRoleSchema = z.enum(DOCUMENT_GRANT_ROLES);
export type DocumentGrantRole = z.infer<typeof documentGrantRoleSchema>;

export const documentGrantSchema = z.object({
  assignmentId: idSchema,
  userId: idSchema,
  name: z.string(),
  login: z.string(),
  role: documentGrantRoleSchema,
});
export type DocumentGrant = z.infer<typeof documentGrantSchema>;

/** GET /api/documents/{id}/access (author and administrators). */
export const documentGrantsSchema = z.object({ grants: z.array(documentGrantSchema) });
export type DocumentGrants = z.infer<typeof documentGrantsSchema>;

/** POST /api/documents/{id}/access: gives the user (by login) the role; a role they had on it is replaced. */
export const documentGrantCreateSchema = z.object({ login: z.string().trim().min(1).max(200), role: documentGrantRoleSchema }).strict();

/** DELETE /api/documents/{id}/access/{assignmentId}. */
export const documentGrantParamsSchema = z.object({ id: idSchema, assignmentId: idSchema }).strict();
