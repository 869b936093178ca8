import i18next from 'i18next';
import { authApi } from '../../api/auth/authApi';
import { tokenStore } from '../../api/auth/tokenStore';
import { showMessage, PERSISTENT } from '../../state/messageStore';
import { shellState } from '../../state/shellState';
import { msUntilRenewal } from './renewalSchedule';
import { renewSilently } from './silentRenew';

export const SESSION_EXPIRING_KEY = 'session-expiring';

/** Renews an OpenID session in the background: a new token and data session of the same user. */
async function renewOidcSession(userId: string): Promise<string | null> {
  const ssoToken = await renewSilently();
  const { jwtToken } = await authApi.exchangeSsoToken(ssoToken);
  tokenStore.setToken(jwtToken, 'bearer');
  tokenStore.setSession(await authApi.dataSession());
  const user = await authApi.checkAuth();
  // somebody else signed in at the provider meanwhile: this tab must not go on as them unseen
  if (user.id !== userId) {
    window.location.reload();
    return null;
  }
  return user.sessionExpiresAt;
}

/**
 * The identity flow's token-expiring notice (platform spec §7): 20 s before the session ends, an
 * OpenID session is renewed silently at the provider; when that cannot be done (or for a session of
 * the built-in sign-in, which is not renewed), the user is warned to save their work and sign in
 * again. Returns the function that stops the schedule.
 */
export function startSessionRenewal(user: { id: string; sessionExpiresAt: string | null }, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function schedule(expiresAt: string | null): void {
    const wait = msUntilRenewal(expiresAt, now());
    if (wait === null || stopped) return;
    timer = setTimeout(() => void due(expiresAt), wait);
  }

  async function due(expiresAt: string | null): Promise<void> {
    // a timer longer than setTimeout allows fires early: wait on
    if ((msUntilRenewal(expiresAt, now()) ?? 0) > 0) return schedule(expiresAt);
    if (tokenStore.scheme() === 'bearer') {
      try {
        const renewed = await renewOidcSession(user.id);
        if (renewed === null || stopped) return;
        if (shellState.user) shellState.user.sessionExpiresAt = renewed;
        return schedule(renewed);
      } catch (error) {
        console.error('silent session renewal failed', error);
      }
    }
    if (!stopped) showMessage({ text: i18next.t('session.expiring'), kind: 'warning', timeout: PERSISTENT, key: SESSION_EXPIRING_KEY });
  }

  schedule(user.sessionExpiresAt);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
