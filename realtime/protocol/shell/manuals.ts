import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * A user manual (platform spec §2, help menu): shown on the routes it names — by route name
 * (e.g. 'class_list') or path pattern (e.g. '/class_list' or '/class_list/:term_id').
 * It opens `link`, or the document `documentId` in the document viewer.
 */
export const manualSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  documentId: idSchema.nullable(),
  routes: z.array(z.string()),
});
export type Manual = z.infer<typeof manualSchema>;
export const manualsResultSchema = z.array(manualSchema);

/** GET /api/app/manuals?route=&path=: the manuals for this route name or path pattern; without both, all. */
export const manualsQuerySchema = z.object({ route: z.string().max(200).optional(), path: z.string().max(2000).optional() }).strict();

// The browser opens a manual's link: only web pages, never a javascript:, data: or file: URL.
const manualLinkSchema = z.url({ protocol: /^https?$/, error: 'an http or https link' }).max(2000);
const manualFields = {
  name: z.string().trim().min(1).max(500),
  description: z.string().max(5000),
  link: manualLinkSchema.nullable(),
  documentId: idSchema.nullable(),
  routes: z.array(z.string().min(1).max(500)).min(1).max(100),
};
export const createManualSchema = z
  .object({
    ...manualFields,
    description: manualFields.description.default(''),
    link: manualFields.link.default(null),
    documentId: manualFields.documentId.default(null),
  })
  .strict()
  .refine((m) => m.link !== null || m.documentId !== null, { message: 'a manual needs a link or a document', path: ['link'] });
export type CreateManual = z.infer<typeof createManualSchema>;
/** PATCH /api/app/manuals/:id: only the fields given change (no defaults here, or a rename would drop the link). */
export const updateManualSchema = z
  .object(manualFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateManual = z.infer<typeof updateManualSchema>;
