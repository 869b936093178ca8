import { apiFetch } from '../../api/apiFetch';
import { shellState } from '../../state/shellState';
import { loadPlugins } from '../plugins/pluginLoader';
import { rolesResultSchema } from '../../../realtime/protocol/admin/roles';
import { manualsResultSchema } from '../../../realtime/protocol/shell/manuals';
import { tagsResultSchema } from '../../../realtime/protocol/profile/tags';
import type { FetchedAssignment } from '../../../realtime/protocol/admin/assignments';
import type { SessionUser } from '../../../realtime/protocol/auth';
import type { z } from 'zod';

// failures to load these are logged to the console only (platform spec §8)
async function quietly<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`failed to load ${what}`, error);
    return fallback;
  }
}

const parsed = <S extends z.ZodType>(schema: S, path: string) => async (): Promise<z.infer<S>> => schema.parse(await apiFetch<unknown>(path));

/**
 * After a layout change (sign-in, switching user): roles, user roles, the user's assignments,
 * user manuals, tags and plugins (platform spec §7), all at once, each shown as it arrives.
 */
export async function loadShellData(user: SessionUser): Promise<void> {
  const signedIn = user.isAuthenticated;
  await Promise.all([
    signedIn && quietly('roles', parsed(rolesResultSchema, 'roles'), []).then((roles) => (shellState.roles = roles)),
    signedIn && quietly('user roles', async () => (await apiFetch<{ userRoles: string[] }>('roles/user')).userRoles, []).then((codes) => (shellState.userRoles = codes)),
    signedIn &&
      quietly('assignments', async () => apiFetch<FetchedAssignment[]>('assignments/fetch', { body: { userId: user.id } }), []).then((list) => (shellState.assignments = list)),
    quietly('manuals', parsed(manualsResultSchema, 'app/manuals'), []).then((manuals) => (shellState.manuals = manuals)),
    signedIn && quietly('tags', parsed(tagsResultSchema, 'app/tags'), []).then((tags) => (shellState.tags = tags)),
    loadPlugins(user)
      .then((plugins) => (shellState.plugins = plugins))
      .finally(() => (shellState.pluginsLoaded = true)),
  ]);
}
