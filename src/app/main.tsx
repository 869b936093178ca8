import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { installErrorReporting } from '../shell/errorLog/scriptErrors';
import { isSupportedBrowser } from '../shell/browserSupport/supportedBrowser';
import { UnsupportedBrowserPage } from '../shell/browserSupport/UnsupportedBrowserPage';
import { hostFeatures } from '../shell/featureHost/featureHost';
import { App } from './App';
import { features } from './features';
import './app.css';

await initI18n();
installErrorReporting();
// before the first render: the shell's slots and the features' set-ups are in place when screens draw
hostFeatures(features);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<StrictMode>{isSupportedBrowser(navigator.userAgent) ? <App /> : <UnsupportedBrowserPage />}</StrictMode>);
}
