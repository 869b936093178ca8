import type { AppContext } from '../context';

/**
 * Roles, groups or assignments changed: every open tab asks for its rights again (one small call)
 * and re-reads what it shows, so a user given editor rights on a map sees editing offered without a
 * reload, and one who lost them stops being offered it. Told to everybody: which users a role's or
 * a group's change reaches is the server's business, and such changes are rare.
 */
export function tellRightsChanged(ctx: AppContext): void {
  ctx.hub.toAll('RIGHTS_CHANGED', {});
}
