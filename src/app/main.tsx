import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { installErrorReporting } from '../shell/errorLog/scriptErrors';
import { isSupportedBrowser } from '../shell/browserSupport/supportedBrowser';
import { UnsupportedBrowserPage } from '../shell/browserSupport/UnsupportedBrowserPage';
import { hostFeatures } from '../shell/featureHost/featureHost';
import { startBootConfig } from '../shell/state/bootConfig';
import { prefetchSession, startingAuthorization } from '../shell/session/sessionPrefetch';
import { basePath } from '../api/basePath';
import { matchRoute } from '../routes/routeTable';
import { preloadRoutePage } from './pages/RoutePage';
import { App } from './App';
import { features } from './features';
import './app.css';

// the installation's settings, the code of the page at this address and the signed-in user are
// asked for while the strings arrive, rather than after them, one after another
startBootConfig();
const strings = initI18n();
const opening = matchRoute(`/${window.location.pathname.slice(basePath().length)}`);
if (opening) preloadRoutePage(opening.route);
// a public page (sign-in) loads no user
if (opening?.route.layout !== 'public') prefetchSession(startingAuthorization(window.location.search));
await strings;
installErrorReporting();
// before the first render: the shell's slots and the features' set-ups are in place when screens draw
hostFeatures(features);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<StrictMode>{isSupportedBrowser(navigator.userAgent) ? <App /> : <UnsupportedBrowserPage />}</StrictMode>);
}
