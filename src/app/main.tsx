import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { installErrorReporting } from '../shell/errorLog/scriptErrors';
import { isSupportedBrowser } from '../shell/browserSupport/supportedBrowser';
import { UnsupportedBrowserPage } from '../shell/browserSupport/UnsupportedBrowserPage';
import { App } from './App';
import './app.css';

await initI18n();
installErrorReporting();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<StrictMode>{isSupportedBrowser(navigator.userAgent) ? <App /> : <UnsupportedBrowserPage />}</StrictMode>);
}
