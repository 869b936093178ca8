import i18next from 'i18next';
import { authApi } from '../../api/auth/authApi';
import { tokenStore } from '../../api/auth/tokenStore';
import { redirectToSignIn } from '../../api/signInRedirect';
import { answeredUnauthorized, takePrefetchedSession } from './sessionPrefetch';
import { showMessage } from '../../state/messageStore';
import type { SessionUser } from '../../../realtime/protocol/auth';
import { errorText } from '../../api/errorText';

/**
 * Guard step 2: a jwtToken from the sign-in page is stored; an ssoToken from OpenID sign-in is
 * exchanged for one. A failed exchange is logged and answers false: the caller sends the user on
 * to the sign-in page, which says why (spec §8) — going straight back to the provider would loop
 * while its session keeps handing out tokens that fail.
 */
export async function exchangeQueryToken(jwtToken: string | null, ssoToken: string | null, oidc: boolean): Promise<boolean> {
  if (jwtToken) {
    tokenStore.setToken(jwtToken, oidc ? 'bearer' : 'raw');
    return true;
  }
  if (!ssoToken) return true;
  try {
    const exchanged = await authApi.exchangeSsoToken(ssoToken);
    tokenStore.setToken(exchanged.jwtToken, oidc ? 'bearer' : 'raw');
    return true;
  } catch (error) {
    const reason = errorText(error);
    console.error('SSO token exchange failed', error);
    // logging must not keep the user from signing in again
    await authApi.logError(`SSO token login failure: ${reason}`, window.location.href).catch(() => undefined);
    tokenStore.clear();
    return false;
  }
}

/**
 * Guard step 3: the user of the stored token — its data session and check-auth — or the public
 * user when the installation has one. A session failure shows the spec's message and signs out
 * (the token is dropped).
 */
export async function loadSessionUser(publicUserEnabled: boolean): Promise<SessionUser | null> {
  if (tokenStore.token()) {
    try {
      // both answer from the token alone, so they are asked together (the first screen waits for
      // one round trip, not two) — at the first load already while the app started (sessionPrefetch.ts);
      // the data session's failure is the one reported, as when it came first
      const early = await takePrefetchedSession(tokenStore.authorization());
      const [session, user] = early ?? (await Promise.allSettled([authApi.dataSession(), authApi.checkAuth()]));
      // the early calls left a 401 to this step: the token is out of the address by now, so the
      // sign-in page is not handed it back in the return path
      if (early && answeredUnauthorized(early)) redirectToSignIn();
      if (session.status === 'rejected') throw session.reason;
      if (user.status === 'rejected') throw user.reason;
      tokenStore.setSession(session.value);
      return user.value;
    } catch (error) {
      const reason = errorText(error);
      showMessage({ text: i18next.t('session.sessionError', { error: reason }), kind: 'error' });
      tokenStore.clear();
    }
  }
  if (publicUserEnabled) {
    try {
      const user = await authApi.publicUser();
      return user;
    } catch {
      // no public user after all: sign-in follows
    }
  }
  return null;
}
