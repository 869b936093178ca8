import { z } from 'zod';
import { idSchema } from '../ids';
import { passwordSchema } from '../auth';

// User accounts, managed by admins: the REST calls under /api/users.

/** A calendar date as YYYY-MM-DD that really exists (no 2027-02-30). */
export const dateOnlySchema = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, 'Неверный формат даты');

const routeListSchema = z.array(z.string().min(1).max(500)).max(500);

const userFields = {
  /** No whitespace: logins are typed on the sign-in page and named in references. */
  login: z.string().trim().min(1).max(100).regex(/^\S+$/, 'Логин не может содержать пробелы'),
  name: z.string().trim().min(1).max(200),
  password: passwordSchema,
  email: z.email().max(320).nullable(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  /** Switched off: cannot sign in, and every session ends at once. */
  disabled: z.boolean(),
  app: z.enum(['onto', 'edu']),
  disabledRoutes: routeListSchema,
  enabledRoutes: routeListSchema,
  hiddenComponents: routeListSchema,
  licenseExpirationDate: dateOnlySchema.nullable(),
};

/** POST /api/users */
export const createUserRequestSchema = z
  .object({
    login: userFields.login,
    name: userFields.name,
    password: userFields.password,
    email: userFields.email.optional(),
    isAdmin: userFields.isAdmin.optional(),
    isBetaTester: userFields.isBetaTester.optional(),
    disabled: userFields.disabled.optional(),
    app: userFields.app.optional(),
    disabledRoutes: userFields.disabledRoutes.optional(),
    enabledRoutes: userFields.enabledRoutes.optional(),
    hiddenComponents: userFields.hiddenComponents.optional(),
    licenseExpirationDate: userFields.licenseExpirationDate.optional(),
    /** Global roles the user starts with; omitted: the new-user roles an administrator set (default: reader). */
    roleIds: z.array(idSchema).max(50).optional(),
    /** Ontology maps on which the user is an editor from the start (assignments of the editor role). */
    editorMapIds: z.array(idSchema).max(500).optional(),
  })
  .strict();
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * PATCH /api/users/:id — every field optional; a new password or `disabled: true` ends the user's
 * sessions.
 */
export const updateUserRequestSchema = createUserRequestSchema.omit({ roleIds: true, editorMapIds: true }).partial().strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** A user as admins see it (never the password hash). */
export const userSchema = z.object({
  id: idSchema,
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  isPublic: z.boolean(),
  /** Cannot sign in; no token or data session of theirs is accepted. */
  disabled: z.boolean(),
  app: z.enum(['onto', 'edu']),
  disabledRoutes: z.array(z.string()),
  enabledRoutes: z.array(z.string()),
  hiddenComponents: z.array(z.string()),
  licenseExpirationDate: z.string().nullable(),
  deleteAccountRequestDate: z.string().nullable(),
  /** Signs in with a password (false for accounts made by OpenID Connect sign-in). */
  hasPassword: z.boolean(),
  /** Linked to an OpenID Connect identity. */
  hasOidc: z.boolean(),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof userSchema>;

export const userListSchema = z.array(userSchema);

/** DELETE /api/users/:id/sessions */
export const revokeSessionsResultSchema = z.object({ result: z.literal('ok'), revoked: z.number().int() });

/** The account created at first start: it cannot be deleted or disabled, so the platform always has an administrator. */
export const BUILT_IN_ADMIN_LOGIN = 'admin';

/** GET/PUT /api/users/new-user-roles: the global roles every new account starts with (OpenID sign-in included). */
export const newUserRolesSchema = z.object({ roleIds: z.array(idSchema).max(50) }).strict();
export type NewUserRoles = z.infer<typeof newUserRolesSchema>;
