import { oidcSignInPath, signInPagePath } from '../../api/auth/signInNavigation';
import { exchangeQueryToken, loadSessionUser } from '../session/sessionLoader';
import { loadShellData } from '../state/shellDataLoader';
import { shellState } from '../../state/shellState';
import { navigateTo } from '../../routes/navigation';
import type { GuardDecision } from './navigationGuard';

let queue: Promise<void> = Promise.resolve();
let queuedKey: string | null = null;
// the browser is on its way to another page: re-renders meanwhile must not send it again
let leaving = false;

function leaveFor(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/**
 * Runs one non-final guard decision; the shell re-renders with the new state and asks the guard
 * again. Actions run one after another, and the same action asked twice (StrictMode, a quick
 * re-render) runs once.
 */
export function performGuardAction(decision: GuardDecision, options: { oidc: boolean; publicUser: boolean; path: string }): Promise<void> {
  const key = `${JSON.stringify(decision)} ${options.path}`;
  if (leaving || key === queuedKey) return queue;
  queuedKey = key;
  queue = queue
    .then(() => run(decision, options))
    .catch((error: unknown) => console.error('navigation guard', error))
    .finally(() => {
      if (queuedKey === key) queuedKey = null;
    });
  return queue;
}

async function run(decision: GuardDecision, options: { oidc: boolean; publicUser: boolean; path: string }): Promise<void> {
  switch (decision.kind) {
    case 'oidcLogin':
      leaveFor(oidcSignInPath(decision.returnPath));
      return;
    case 'signIn':
      leaveFor(signInPagePath(decision.returnPath));
      return;
    case 'exchangeToken':
      if (!(await exchangeQueryToken(decision.jwtToken, decision.ssoToken, options.oidc))) {
        leaveFor(signInPagePath(decision.cleanedPath, 'sso_token_failed'));
        return;
      }
      // the token must not stay in history or bookmarks
      navigateTo(decision.cleanedPath, { replace: true });
      return;
    case 'loadUser': {
      if (shellState.userLoaded) return;
      const user = await loadSessionUser(options.publicUser);
      shellState.user = user;
      shellState.userLoaded = true;
      // the screen opens with the user; roles, manuals, tags and plugins fill in as they arrive,
      // asked for on the next task, once the screen the user is set for has been drawn (the user's
      // render runs in this task's microtasks), so six calls and their parsing do not come before it
      if (user) setTimeout(() => void loadShellData(user), 0);
      else shellState.pluginsLoaded = true;
      return;
    }
    case 'accessDenied':
      if (options.path !== '/access-denied') navigateTo('/access-denied', { replace: true });
      return;
    case 'awaitPlugins':
      // loadShellData is bringing them; the shell asks again when they are here
      return;
    case 'notFound':
    case 'allow':
      return;
  }
}
