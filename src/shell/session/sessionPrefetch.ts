import { authApi } from '../../api/auth/authApi';
import { KnownApiError, UnknownApiError } from '../../api/apiErrors';
import { tokenStore } from '../../api/auth/tokenStore';
import type { SessionUser } from '../../../realtime/protocol/auth';

/** The answers of the two calls that load a signed-in user: the data session and check-auth. */
export type SessionAnswers = [PromiseSettledResult<string>, PromiseSettledResult<SessionUser>];

type Prefetched = { authorization: string; answers: SessionAnswers };
let prefetched: Promise<Prefetched> | null = null;

/**
 * Asks for the data session and the user of a token while the app is still loading its settings
 * and strings (main.tsx), so the guard's user step (sessionLoader.ts) finds them arrived instead
 * of asking after the first renders. A 401 is left to the guard's step: it sends the browser to
 * sign-in once the token is out of the address, as the calls it makes itself would.
 */
export function prefetchSession(authorization: string | null): void {
  if (!authorization) return;
  const options = { authorization, signInOnUnauthorized: false };
  prefetched = Promise.allSettled([authApi.dataSession(options), authApi.checkAuth(options)]).then((answers) => ({ authorization, answers }));
}

/**
 * The Authorization header the guard will most likely load the user with (navigationGuard.ts,
 * steps 2 and 3): the address's jwtToken, else the stored token's; none for an ssoToken, which is
 * exchanged for a token first. Whether an address's token goes as a bearer is only known from the
 * sign-in config, still on its way: the last sign-in's way is taken, and a wrong guess is dropped
 * when the guard takes the answers with the header it really uses.
 */
export function startingAuthorization(search: string): string | null {
  const query = new URLSearchParams(search);
  const jwtToken = query.get('jwtToken');
  if (jwtToken) return tokenStore.scheme() === 'bearer' ? `Bearer ${jwtToken}` : jwtToken;
  if (query.get('ssoToken')) return null;
  return tokenStore.authorization();
}

/** The prefetched answers, once, if they were asked with this Authorization header; else null. */
export async function takePrefetchedSession(authorization: string | null): Promise<SessionAnswers | null> {
  const pending = prefetched;
  prefetched = null;
  if (!pending || !authorization) return null;
  const got = await pending;
  return got.authorization === authorization ? got.answers : null;
}

/**
 * Whether the server answered one of the calls with HTTP 401, where a call with the stored token
 * would have sent the browser to sign-in. Only apiFetch's own errors carry an HTTP status; the
 * data session's "no session" answer (a 200) is not one.
 */
export function answeredUnauthorized(answers: SessionAnswers): boolean {
  return answers.some(
    (answer) => answer.status === 'rejected' && (answer.reason instanceof KnownApiError || answer.reason instanceof UnknownApiError) && answer.reason.status === 401,
  );
}
