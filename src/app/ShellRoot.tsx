import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../state/shellState';
import { setNavigator } from '../routes/navigation';
import { decideNavigation } from '../shell/guard/navigationGuard';
import { toGuardUser } from '../shell/guard/guardUser';
import { performGuardAction } from '../shell/guard/performGuardAction';
import { pageTitle } from '../shell/title/pageTitle';
import { LayoutFrame } from '../shell/layouts/LayoutFrame';
import { BootScreen } from '../shell/layouts/BootScreen';
import { showSessionNotices } from '../shell/session/sessionNotices';
import { startStatusWatchers } from '../shell/status/statusWatchers';
import { startSessionRenewal } from '../shell/session/sessionRenewal';
import { startRealtime } from '../shell/realtime/realtimeWiring';
import { QuickLaunch } from '../shell/quickLaunch/QuickLaunch';
import { PluginRoutePage } from '../shell/plugins/PluginRoutePage';
import { PageErrorBoundary } from '../shell/pages/PageErrorBoundary';
import { matchRoute, pathMatches } from '../routes/routeTable';
import { RoutePage, preloadRoutePage } from './pages/RoutePage';
import { useRecentLinkRecorder } from '../shell/recentLinks/useRecentLinkRecorder';
import { tokenStore } from '../api/auth/tokenStore';
import type { BootConfig } from '../shell/state/bootConfig';
import type { SessionUser } from '../../realtime/protocol/auth';

const NotFoundPage = lazy(() => import('../shell/pages/NotFoundPage'));

/** Every path goes through the navigation guard, then renders its layout and page. */
export function ShellRoot({ boot }: { boot: BootConfig }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const snap = useSnapshot(shellState);

  const signedInId = snap.user?.isAuthenticated ? snap.user.id : null;
  useEffect(() => {
    if (!signedInId) return;
    // once per signed-in user: the notices, then the status and maintenance watchers
    showSessionNotices(shellState.user as SessionUser);
    const stopWatchers = startStatusWatchers();
    const stopRenewal = startSessionRenewal(shellState.user as SessionUser);
    // the real-time bus (loaded lazily): live events, and the backend status from then on
    const stopRealtime = startRealtime(signedInId);
    return () => {
      stopRealtime();
      stopWatchers();
      stopRenewal();
    };
  }, [signedInId]);

  useEffect(() => setNavigator((to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options))), [navigate]);

  const match = matchRoute(location.pathname);
  const matchedRoute = match?.route;
  useEffect(() => {
    if (matchedRoute) preloadRoutePage(matchedRoute);
  }, [matchedRoute]);
  const pluginRoutes = snap.plugins.flatMap((p) => p.contributions.routes ?? []);
  const user = snap.user as SessionUser | null;
  const decision = decideNavigation({
    path: location.pathname,
    search: location.search,
    route: match?.route ?? null,
    pluginPaths: snap.pluginsLoaded ? pluginRoutes.map((r) => r.path) : null,
    oidc: boot.auth.oidc,
    hasToken: Boolean(tokenStore.token()),
    user: snap.userLoaded ? (user ? toGuardUser(user) : null) : undefined,
    blockedRoutes: boot.settings.blockedRoutes,
    sections: boot.settings.sections,
  });
  // the access-denied page itself is never denied, or a blocked list naming it would loop
  const final = decision.kind === 'allow' || decision.kind === 'notFound' || (decision.kind === 'accessDenied' && location.pathname === '/access-denied');

  useEffect(() => {
    if (!final) void performGuardAction(decision, { oidc: boot.auth.oidc, publicUser: boot.auth.publicUser, path: location.pathname });
  }, [final, decision, location.pathname, boot.auth]);

  const routeTitle = match ? t(`routes.${match.route.title}`) : decision.kind === 'notFound' ? t('routes.notFound') : null;
  const pluginRoute = decision.kind === 'allow' && decision.plugin ? pluginRoutes.find((r) => pathMatches(r.path, location.pathname)) : undefined;
  const title = pluginRoute?.title ?? routeTitle;
  useEffect(() => {
    document.title = pageTitle(boot.settings.shortName, final ? title : null, match?.route.contextTitle ? snap.contextTitle : null);
  }, [boot.settings.shortName, final, title, snap.contextTitle, match?.route.contextTitle]);

  useRecentLinkRecorder(match?.route ?? null, decision.kind === 'allow', `${location.pathname}${location.search}`, title, Boolean(user?.isAuthenticated));

  if (!final) return <BootScreen />;
  // plugin routes use the main layout; the not-found page too, for a signed-in user
  const layout = match?.route.layout ?? (user?.isAuthenticated ? 'main' : 'empty');
  return (
    <LayoutFrame layout={layout} route={match?.route ?? null} title={title} settings={boot.settings}>
      <PageErrorBoundary key={location.pathname}>
        <Suspense fallback={<BootScreen inline />}>
          {decision.kind === 'notFound' ? (
            <NotFoundPage />
          ) : pluginRoute ? (
            <PluginRoutePage route={pluginRoute} />
          ) : match ? (
            <Routes>
              <Route path={match.route.path} element={<RoutePage route={match.route} />} />
            </Routes>
          ) : null}
        </Suspense>
      </PageErrorBoundary>
      {user?.isAuthenticated && <QuickLaunch />}
    </LayoutFrame>
  );
}
