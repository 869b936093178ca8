// What the signed-in user may open (the guard's verdict for a path) and which parts of the shell they see (hiddenComponents).
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { matchRoute } from '../../routes/routeTable';
import { decideNavigation } from './navigationGuard';
import { hiddenComponents, toGuardUser } from './guardUser';
import type { SessionUser } from '../../../realtime/protocol/auth';

/** Whether the signed-in user may open a path: the guard's verdict for it. */
export function canOpenPath(path: string, user: SessionUser | null, blockedRoutes: readonly string[], sections: Readonly<Record<string, boolean>>, pluginPaths: readonly string[]): boolean {
  const [pathname = '/', search = ''] = path.split('?');
  const match = matchRoute(pathname);
  const decision = decideNavigation({
    path: pathname,
    search: search ? `?${search}` : '',
    route: match?.route ?? null,
    pluginPaths,
    oidc: false,
    hasToken: true,
    user: user ? toGuardUser(user) : null,
    blockedRoutes,
    sections,
  });
  return decision.kind === 'allow';
}

export function useCanOpen(): (path: string) => boolean {
  const snap = useSnapshot(shellState);
  const user = snap.user as SessionUser | null;
  const blocked = snap.settings?.blockedRoutes ?? [];
  const sections = snap.settings?.sections ?? {};
  const pluginPaths = snap.plugins.flatMap((p) => (p.contributions.routes ?? []).map((r) => r.path));
  const key = JSON.stringify([user?.id, blocked, sections, pluginPaths]);
  return useCallback((path: string) => canOpenPath(path, user, blocked, sections, pluginPaths), [key]);
}

/** Whether the user's hiddenComponents hide a named shell component. */
export function useIsHidden(): (name: string) => boolean {
  const snap = useSnapshot(shellState);
  const hidden = hiddenComponents(snap.user as SessionUser | null);
  return (name: string) => hidden.has(name);
}
