import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * GET /api/app/quick-launch?q=&limit=: objects whose name contains `q` (case-insensitive):
 * ontology objects, simple and structured documents, and publications of both. Administrators
 * find everything; others only objects they authored (platform spec §6). Kinds grow as later
 * sections add searchable objects (diagrams, searches, …).
 */
export const QUICK_LAUNCH_KINDS = [
  'class', 'objectProperty', 'dataProperty', 'ontologyMap', 'graphConfig', 'textDoc', 'individual', 'command',
  'document', 'structuredDocument', 'publication', 'documentPublication', 'semanticSearch', 'owlRule', 'dmnDecision',
] as const;
export const quickLaunchKindSchema = z.enum(QUICK_LAUNCH_KINDS);
export type QuickLaunchKind = z.infer<typeof quickLaunchKindSchema>;

export const quickLaunchQuerySchema = z
  .object({ q: z.string().trim().min(1).max(200), limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
export const quickLaunchItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: quickLaunchKindSchema,
  /**
   * For individuals: their class (the link opens the instance list of it); for a structured
   * document's publication: its document (the link opens the document showing the publication).
   */
  classId: idSchema.nullable(),
  className: z.string().nullable(),
  /** The app path that opens it, e.g. '/class_list/{id}', '/examp_list/{classId}?inst={id}' or '/structuredDocuments/view/{id}'. */
  link: z.string(),
});
export type QuickLaunchItem = z.infer<typeof quickLaunchItemSchema>;
export const quickLaunchResultSchema = z.array(quickLaunchItemSchema);
