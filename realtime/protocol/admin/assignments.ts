import { z } from 'zod';
import { idSchema } from '../ids';
import { roleCodeSchema } from './roles';

/** A moment: an ISO date-time with offset, or a YYYY-MM-DD date (midnight UTC). */
export const momentSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()], 'must be an ISO date-time or YYYY-MM-DD');

/** An assignment as administrators see it (domain spec §3.8). */
export const assignmentSchema = z.object({
  id: idSchema,
  obj_id: idSchema.nullable(),
  /** The object's name. */
  obj: z.string().nullable(),
  /** The object's classes. */
  obj_class: z.array(idSchema),
  user_id: idSchema.nullable(),
  user: z.string().nullable(),
  role_code: z.string(),
  role_id: idSchema,
  role: z.string(),
  not_active: z.boolean(),
  activeUntil: z.string().nullable(),
  osaRole: z.string().nullable(),
  osaRole_id: idSchema.nullable(),
  /** Names of the osa role's members. */
  osaRoleUser: z.array(z.string()),
  osaRoleUserIds: z.array(idSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsResultSchema = z.array(assignmentSchema);

/** GET /api/assignments (administrators): every assignment, optionally narrowed. */
export const assignmentsQuerySchema = z
  .object({ userId: idSchema.optional(), objectId: idSchema.optional(), roleId: idSchema.optional(), osaRoleId: idSchema.optional() })
  .strict();

/** POST /api/assignments: to one user or to one osa role (a group of users). */
export const createAssignmentSchema = z
  .object({
    obj_id: idSchema.nullable().optional(),
    user_id: idSchema.optional(),
    osa_role_id: idSchema.optional(),
    role_id: idSchema,
    not_active: z.boolean().default(false),
    active_until: momentSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => (v.user_id === undefined) !== (v.osa_role_id === undefined), {
    message: 'exactly one of user_id and osa_role_id is required',
    path: ['user_id'],
  });
export type CreateAssignment = z.infer<typeof createAssignmentSchema>;

/** PATCH /api/assignments/:id: suspend or resume, change the end date, the object or the role. */
export const updateAssignmentSchema = z
  .object({
    obj_id: idSchema.nullable().optional(),
    role_id: idSchema.optional(),
    not_active: z.boolean().optional(),
    active_until: momentSchema.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type UpdateAssignment = z.infer<typeof updateAssignmentSchema>;

/** POST /api/assignments/fetch (platform spec §7). Non-administrators may fetch only their own. */
export const fetchAssignmentsSchema = z
  .object({
    userId: idSchema.optional(),
    objectId: idSchema.optional(),
    roleId: idSchema.optional(),
    roleCode: roleCodeSchema.optional(),
    /** true: only assignments that count now (not suspended, not expired). */
    onlyActualAssignments: z.boolean().default(true),
  })
  .strict();
export type FetchAssignments = z.infer<typeof fetchAssignmentsSchema>;

/** One row of the fetch answer (domain spec §3.8). */
export const fetchedAssignmentSchema = z.object({
  assignment_id: idSchema,
  active_until: z.string().nullable(),
  /** The assignment is suspended (not_active). */
  suspended: z.boolean(),
  object_id: idSchema.nullable(),
  object_name: z.string().nullable(),
  app_role_name: z.string(),
  app_role_code: z.string(),
  app_role_id: idSchema,
  /** The user the assignment was given to directly; null when given to an osa role. */
  user_id: idSchema.nullable(),
  user_name: z.string().nullable(),
  osa_role_name: z.string().nullable(),
  osa_role_id: idSchema.nullable(),
  /** With userId: the asked-for user when they hold the assignment through the osa role. */
  osa_role_user_id: idSchema.nullable(),
});
export type FetchedAssignment = z.infer<typeof fetchedAssignmentSchema>;
export const fetchAssignmentsResultSchema = z.array(fetchedAssignmentSchema);
