import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../../routes/routeTypes';
import { pageOf } from './pageTable';
import { loadPage } from '../../shell/lazyLoading/loadPage';

const PendingSectionPage = lazy(() => import('../../shell/pages/PendingSectionPage'));
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
// pages whose code has arrived: rendered directly, so no loading state flashes (React holds a
// revealed Suspense boundary back for 300 ms, which would delay the first screen by as much)
const arrived = new Map<string, ComponentType>();

function PendingFor({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return <PendingSectionPage title={t(`routes.${route.title}`)} />;
}

/**
 * Starts loading a route's page (and its strings) while the guard is still deciding, so the page
 * is there when the user is. A failure is left to RoutePage, which reports it when it renders.
 */
export function preloadRoutePage(route: RouteDef): void {
  const load = pageOf(route.name);
  if (!load || arrived.has(route.path)) return;
  load().then(
    (module) => arrived.set(route.path, module.default),
    () => undefined,
  );
}

/** The page of a route (loaded on first use, then kept), or the page that names a section not yet available. */
export function RoutePage({ route }: { route: RouteDef }) {
  const load = pageOf(route.name);
  if (!load) return <PendingFor route={route} />;
  // a path keeps the component it first rendered with: switching would remount the page
  const Waited = pages.get(route.path);
  if (Waited) return <Waited />;
  const Arrived = arrived.get(route.path);
  if (Arrived) return <Arrived />;
  const Page = lazy(loadPage(load, route.name));
  pages.set(route.path, Page);
  return <Page />;
}
