import { useEffect } from 'react';
import { shellState } from '../../state/shellState';
import { recordRecentLink } from './recentLinksApi';
import { menuIconFor } from '../menu/menuSections';
import type { RouteDef } from '../../routes/routeTypes';
import { isTransientLink } from '../../../model/recentLinksIdentity';

// pages that are about the shell itself are not worth returning to from the recent list
const NOT_RECENT = new Set(['home', 'access_denied', 'MaintenanceMode', 'LimitedOperationMode', 'login', 'oidc_callback']);
// wait for the page to name what it shows (its context title) before recording
const SETTLE_MS = 1000;

/**
 * Each screen a signed-in user opens goes to the top of their recent links, named by its title; the
 * same object reached by another path replaces its entry (model/recentLinksIdentity.ts). Only pages
 * the guard let through are recorded, and never a form for a new object.
 */
export function useRecentLinkRecorder(route: RouteDef | null, allowed: boolean, path: string, title: string | null, signedIn: boolean): void {
  const record = allowed && signedIn && route !== null && !NOT_RECENT.has(route.name) && route.layout !== 'public' && route.layout !== 'empty' && !isTransientLink(path);
  useEffect(() => {
    if (!record || !route) return;
    const timer = setTimeout(() => {
      const name = (route.contextTitle && shellState.contextTitle) || title || path;
      void recordRecentLink(path, name, route.name, menuIconFor(path.replace(/[?#].*$/, '')) ?? '');
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [record, route, path, title]);
}
