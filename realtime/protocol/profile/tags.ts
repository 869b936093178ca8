import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * A tag (platform spec §3): visible to its author, or — when shared — to users holding one of
 * its roles. Only the author or an administrator changes or deletes it.
 */
export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** #rrggbb; text on it is black or white by luminance. */
  color: z.string(),
  author: idSchema,
  authorName: z.string(),
  /** Role ids the tag is available to (when shared). */
  roles: z.array(idSchema),
  shared: z.boolean(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagsResultSchema = z.array(tagSchema);

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
const tagFields = {
  name: z.string().trim().min(1).max(200),
  color: colorSchema,
  roles: z.array(idSchema).max(100),
  shared: z.boolean(),
};
export const createTagSchema = z
  .object({
    name: tagFields.name,
    color: tagFields.color.default('#3f6d62'),
    roles: tagFields.roles.default([]),
    shared: tagFields.shared.default(false),
  })
  .strict();
export type CreateTag = z.infer<typeof createTagSchema>;
/** PATCH /api/app/tags/:id: only the fields given change (no defaults here, or a rename would reset the colour). */
export const updateTagSchema = z
  .object(tagFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateTag = z.infer<typeof updateTagSchema>;
