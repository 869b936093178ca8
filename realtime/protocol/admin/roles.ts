import { z } from 'zod';
import { idSchema } from '../ids';

/** Role codes the platform itself relies on (platform spec §6, domain spec §3.2). */
export const GENERAL_ROLE_CODES = ['editor', 'reader'] as const;
export const EDU_ROLE_CODES = [
  'edu.admin',
  'edu.assistant',
  'edu.author',
  'edu.course_creator',
  'edu.customer',
  'edu.editor',
  'edu.student',
  'edu.teacher',
] as const;

export const roleCodeSchema = z.string().regex(/^[a-z][a-z0-9_.-]{0,99}$/, 'lowercase letters, digits, _ . - (starting with a letter)');

/** An application role (domain spec §3.8). */
export const roleSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  is_global: z.boolean(),
  is_multi: z.boolean(),
  not_active: z.boolean(),
  subject_area: idSchema.nullable(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolesResultSchema = z.array(roleSchema);

/** GET /api/roles: active roles; `all=true` (administrators) includes the inactive ones. */
export const rolesQuerySchema = z.object({ all: z.enum(['true', 'false']).transform((v) => v === 'true').optional() }).strict();

/** POST /api/roles. */
export const createRoleSchema = z
  .object({
    code: roleCodeSchema,
    name: z.string().trim().min(1).max(500),
    is_global: z.boolean().default(false),
    is_multi: z.boolean().default(false),
    not_active: z.boolean().default(false),
    subject_area: idSchema.nullable().default(null),
  })
  .strict();
export type CreateRole = z.infer<typeof createRoleSchema>;

/** PATCH /api/roles/:id: only the fields given change. */
export const updateRoleSchema = z
  .object({
    code: roleCodeSchema.optional(),
    name: z.string().trim().min(1).max(500).optional(),
    is_global: z.boolean().optional(),
    is_multi: z.boolean().optional(),
    not_active: z.boolean().optional(),
    subject_area: idSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateRole = z.infer<typeof updateRoleSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema }).strict();
export const deletedResultSchema = z.object({ deleted: idSchema });

/** GET /api/roles/user: the caller's name and the codes of their active roles. */
export const userRolesSchema = z.object({ name: z.string(), userRoles: z.array(z.string()) });
export type UserRoles = z.infer<typeof userRolesSchema>;

/** GET and PUT /api/roles/user/:userId (administrators). */
export const setUserRolesSchema = z.object({ roleIds: z.array(idSchema).max(500) }).strict();
export const userRolesAdminSchema = z.object({ userId: idSchema, name: z.string(), roleIds: z.array(idSchema), userRoles: z.array(z.string()) });
export type UserRolesAdmin = z.infer<typeof userRolesAdminSchema>;

/** An osa role: a named group of users that assignments can be given to. */
export const osaRoleSchema = z.object({ id: idSchema, name: z.string(), userIds: z.array(idSchema) });
export type OsaRole = z.infer<typeof osaRoleSchema>;
export const osaRolesResultSchema = z.array(osaRoleSchema);
export const createOsaRoleSchema = z
  .object({ name: z.string().trim().min(1).max(500), userIds: z.array(idSchema).max(10_000).default([]) })
  .strict();
export type CreateOsaRole = z.infer<typeof createOsaRoleSchema>;
/** PATCH /api/roles/osa/:id: `userIds`, when given, replaces the members. */
export const updateOsaRoleSchema = z
  .object({ name: z.string().trim().min(1).max(500).optional(), userIds: z.array(idSchema).max(10_000).optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateOsaRole = z.infer<typeof updateOsaRoleSchema>;
