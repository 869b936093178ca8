import { apiFetch } from '../../api/apiFetch';
import { FRONTEND_VERSION, shellState } from '../../state/shellState';
import { buildErrorDebugInfo, type DebugContext, type ErrorTag } from './errorDebugInfo';
import { currentScreenPath } from '../status/screenPaths';

const MSG_MAX = 10_000;
// a failing render loop must not flood the (rate-limited) log: each error once, and a cap per page
const MAX_REPORTS_PER_PAGE = 30;
const reported = new Set<string>();

function debugContext(): DebugContext {
  const user = shellState.user;
  return {
    url: window.location.href,
    route: currentScreenPath(),
    user: user ? { id: user.id, isAdmin: user.isAdmin } : null,
    frontendVersion: FRONTEND_VERSION,
    backendVersion: shellState.backendVersion,
    plugins: shellState.plugins.map((p) => p.name),
    screen: { width: window.screen.width, height: window.screen.height },
    agent: navigator.userAgent,
  };
}

/**
 * POST public/log-error with the debug info of platform spec §8. Never throws and never reports
 * its own failure: logging must not make things worse.
 */
export async function logErrorToBackend(msg: string, tag: ErrorTag, stack?: string): Promise<void> {
  const text = (msg.trim() || 'Error').slice(0, MSG_MAX);
  const fingerprint = `${text}\n${stack?.split('\n', 2).join('\n') ?? ''}`;
  if (reported.has(fingerprint) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(fingerprint);
  try {
    await apiFetch('public/log-error', {
      body: { msg: text, info: buildErrorDebugInfo(debugContext(), tag, stack) },
      signInOnUnauthorized: false,
      noLog: true,
    });
  } catch (error) {
    console.warn('Could not send the error to the log', error);
  }
}
