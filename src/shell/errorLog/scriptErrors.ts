import i18next from 'i18next';
import { hasMessage, showMessage, PERSISTENT } from '../../state/messageStore';
import { shellState } from '../../state/shellState';
import { classifyScriptError } from './scriptErrorKind';
import { reportApiError } from './reportApiError';
import { reportChunkLoadError } from './chunkLoadReport';
import { logErrorToBackend } from './errorLog';

export const UNEXPECTED_ERROR_KEY = 'unexpected-error';

/**
 * The catalogue's unexpected script error: a persistent error with Refresh, shown once while it
 * is open, and the error logged with its stack. Nothing during maintenance, when failures are
 * expected and nobody should be alarmed.
 */
export function reportUnexpectedError(error: unknown, message = ''): void {
  if (shellState.maintenance.enabled) return;
  if (!hasMessage(UNEXPECTED_ERROR_KEY)) {
    showMessage({ text: i18next.t('platform.errors.unexpectedScript'), kind: 'error', timeout: PERSISTENT, refresh: true, key: UNEXPECTED_ERROR_KEY });
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : message || String(error);
  void logErrorToBackend(text, 'unknown', error instanceof Error ? error.stack : undefined);
}

function report(reason: unknown, message = ''): void {
  switch (classifyScriptError(reason, message)) {
    case 'api':
      reportApiError(reason);
      break;
    case 'chunk':
      reportChunkLoadError(reason ?? message);
      break;
    case 'unexpected':
      reportUnexpectedError(reason ?? message, message);
      break;
    default:
      break;
  }
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Listens for uncaught errors, unhandled rejections and Vite's chunk preload failures on the
 * window and reports each (platform spec §8). Install once at start; returns the uninstaller.
 */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => report(event.error ?? null, event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  // the import that needed the chunk also rejects; loadPage reports it under the same key
  const onPreloadError = (event: Event) => reportChunkLoadError((event as PreloadErrorEvent).payload ?? event);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
