import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * A user's rights on ontology maps, as administrators give them from the user's «Изменить»:
 * GET and PUT /api/users/:id/map-rights. A right is an assignment of a general role on the map
 * (model/editRights.ts): `editor` changes what belongs to the map, `reader` reads it (every
 * signed-in user reads the ontology; the assignment records that this user was given the map).
 */

export const MAP_RIGHTS = ['reader', 'editor'] as const;
export const mapRightSchema = z.enum(MAP_RIGHTS);
export type MapRight = z.infer<typeof mapRightSchema>;

/** GET /api/users/:id/map-rights — the maps the user was given directly (in force), by map name. */
export const userMapRightsSchema = z.object({
  maps: z.array(z.object({ mapId: idSchema, name: z.string(), right: mapRightSchema })),
});
export type UserMapRights = z.infer<typeof userMapRightsSchema>;

/**
 * PUT /api/users/:id/map-rights — the maps the user is to hold and with which right; a map left out
 * is taken back. Only the user's own assignments on maps change (a group's stay where groups are).
 */
export const setUserMapRightsSchema = z
  .object({ maps: z.array(z.object({ mapId: idSchema, right: mapRightSchema }).strict()).max(500) })
  .strict()
  .refine((body) => new Set(body.maps.map((m) => m.mapId)).size === body.maps.length, { message: 'Карта онтологии указана дважды', path: ['maps'] });
export type SetUserMapRights = z.infer<typeof setUserMapRightsSchema>;
