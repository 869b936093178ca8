import { apiUrl } from './basePath';
import { tokenStore } from './auth/tokenStore';
import { UnknownApiError, describeQuery } from './apiErrors';
import { readApiAnswer } from './apiAnswer';
import { withNetworkRetry } from './networkRetry';
import { applyPlatformHeaders } from './platformHeaders';
import { redirectToSignIn } from './signInRedirect';
import { errorText } from './errorText';

export { ApiError, KnownApiError, UnknownApiError } from './apiErrors';

export type ApiFetchInit = {
  method?: string;
  body?: unknown;
  /**
   * The Authorization header; undefined: the stored token's. null sends none — the calls made
   * while signing in — and such calls are never redirected to sign-in on a 401.
   */
  authorization?: string | null;
  /** Go to sign-in on a 401 (platform spec §8); default: unless `authorization` is null. */
  signInOnUnauthorized?: boolean;
  /** Errors of this call are not sent to public/log-error (polls, expected failures). */
  noLog?: boolean;
  signal?: AbortSignal;
};

/**
 * Calls the API with the stored credentials and returns the parsed JSON, or throws a
 * KnownApiError (the answer had an `error` field) or an UnknownApiError. A call that gets no
 * response is retried once after 300 ms; every response's headers update the backend version and
 * the maintenance marker.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const authorization = init.authorization === undefined ? tokenStore.authorization() : init.authorization;
  if (authorization) headers.authorization = authorization;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const query = describeQuery(method, path, init.body);
  let noLog = init.noLog ?? false;

  let res: Response;
  try {
    res = await withNetworkRetry(() =>
      fetch(apiUrl(path), { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: init.signal }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new UnknownApiError(errorText(error), 0, { noLog });
  }
  applyPlatformHeaders(res.headers);
  const text = await res.text();
  if (res.status === 401 && (init.signInOnUnauthorized ?? init.authorization !== null)) {
    redirectToSignIn();
    // expected: the user is on the way to sign in, nothing to log
    noLog = true;
  }
  return readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text }, query, noLog) as T;
}

