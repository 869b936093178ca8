import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * Who may change the ontology (model/editRights.ts): GET /api/ontology/rights answers the caller's
 * own rights; the sharing of a map is read and changed under /api/ontology/maps/:id/sharing.
 */

/** GET /api/ontology/rights */
export const editRightsAnswerSchema = z.object({
  /** May change everything: an administrator or a global editor. */
  all: z.boolean(),
  /** Maps whose entities may be changed, when not `all`. */
  maps: z.array(z.object({ id: idSchema, name: z.string() })),
  /** Why the caller may change nothing, in the caller's words; null when something may be changed. */
  reason: z.string().nullable(),
});
export type EditRightsAnswer = z.infer<typeof editRightsAnswerSchema>;

/** How a user came to edit a map: administrator, the global editor role, or an assignment on this map (directly or through a group). */
export const EDITOR_SOURCES = ['admin', 'editor', 'map', 'group'] as const;
export const editorSourceSchema = z.enum(EDITOR_SOURCES);
export type EditorSource = z.infer<typeof editorSourceSchema>;

export const mapEditorSchema = z.object({
  userId: idSchema,
  name: z.string(),
  login: z.string(),
  via: editorSourceSchema,
  /** The group (osa role) the assignment was given to, for `group`. */
  group: z.string().nullable(),
});
export type MapEditor = z.infer<typeof mapEditorSchema>;

/** GET /api/ontology/maps/:id/sharing — who may edit a map and who may read it. */
export const mapSharingSchema = z.object({
  mapId: idSchema,
  mapName: z.string(),
  editors: z.array(mapEditorSchema),
  /** How many signed-in users only read it (every signed-in user reads the ontology). */
  readerCount: z.number().int().nonnegative(),
  /** Visitors without sign-in read its documentation (the map's public flag). */
  publicDocumentation: z.boolean(),
  /** The caller may add and remove the map's editors (administrators and global editors). */
  mayShare: z.boolean(),
});
export type MapSharing = z.infer<typeof mapSharingSchema>;

/** POST /api/ontology/maps/:id/sharing: make a user an editor of the map. */
export const shareMapSchema = z.object({ userId: idSchema }).strict();
export type ShareMap = z.infer<typeof shareMapSchema>;

/** GET /api/ontology/maps/:id/sharing/candidates?q= — users who may be made editors (by name or login). */
export const sharingCandidatesQuerySchema = z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(50).default(20) }).strict();
export const sharingCandidatesSchema = z.object({ users: z.array(z.object({ id: idSchema, name: z.string(), login: z.string() })) });
export type SharingCandidates = z.infer<typeof sharingCandidatesSchema>;

/** DELETE /api/ontology/maps/:id/sharing/:userId: end the user's editor assignments on the map. */
export const unshareMapParamsSchema = z.object({ id: idSchema, userId: idSchema }).strict();
