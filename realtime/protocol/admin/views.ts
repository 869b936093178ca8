import { z } from 'zod';
import { propRefSchema, sortKeySchema } from '../dataApi/getData';
import { idSchema } from '../ids';

/**
 * A class view (platform spec §6): a named set of columns and a sort for a class's instance
 * list, offered only to users holding one of its roles — administrators too; they keep every
 * view on /settings/views (GET /api/views?all=true).
 */
export const classViewSchema = z.object({
  id: idSchema,
  name: z.string(),
  classId: idSchema,
  className: z.string(),
  roleIds: z.array(idSchema),
  /** Property ids (or aliases) shown, in order. */
  fields: z.array(propRefSchema),
  /** One sort key of the data API, as get_data takes it. */
  sort: sortKeySchema.nullable(),
});
export type ClassView = z.infer<typeof classViewSchema>;
export const classViewsResultSchema = z.array(classViewSchema);

/** GET /api/views?class=: the views (of the class) offered to the caller by role, admins included; `all=true` (admins only): every view. */
export const classViewsQuerySchema = z
  .object({ class: idSchema.optional(), all: z.enum(['true', 'false']).transform((v) => v === 'true').optional() })
  .strict();

const viewFields = {
  name: z.string().trim().min(1).max(500),
  classId: idSchema,
  roleIds: z.array(idSchema).max(100),
  fields: z.array(propRefSchema).min(1).max(200),
  sort: sortKeySchema.nullable(),
};
export const createClassViewSchema = z
  .object({ ...viewFields, roleIds: viewFields.roleIds.default([]), sort: viewFields.sort.default(null) })
  .strict();
export type CreateClassView = z.infer<typeof createClassViewSchema>;
/** PATCH /api/views/:id: only the fields given change; a view stays with its class. */
export const updateClassViewSchema = z
  .object(viewFields)
  .omit({ classId: true })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateClassView = z.infer<typeof updateClassViewSchema>;
