import { apiFetch, ApiError } from '../apiFetch';
import { sessionUserSchema, type LogoutResponse, type SessionUser } from '../../../realtime/protocol/auth';

export type { SessionUser };

export type AuthConfig = { oidc: boolean; publicUser: boolean; loginPath: string };

/**
 * How a session call is made: with the stored token (default) or a given Authorization header,
 * and whether a 401 sends the browser to sign-in (default) or is left to the caller.
 */
export type SessionCallOptions = { authorization?: string; signInOnUnauthorized?: boolean };

export const authApi = {
  config: () => apiFetch<AuthConfig>('auth/config', { authorization: null }),
  login: (login: string, password: string) => apiFetch<{ jwtToken: string }>('auth/login', { body: { login, password }, authorization: null }),
  exchangeSsoToken: (ssoToken: string) => apiFetch<{ jwtToken: string }>(`auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`, { authorization: null }),
  checkAuth: async (options: SessionCallOptions = {}): Promise<SessionUser> => sessionUserSchema.parse(await apiFetch<unknown>('auth/check-auth', options)),
  /** The public user (PUBLIC_USER=on), asked for without a token. */
  publicUser: async (): Promise<SessionUser> => sessionUserSchema.parse(await apiFetch<unknown>('auth/check-auth', { authorization: null })),
  /** Revokes the session; `redirect` is where the browser goes next (the provider's sign-out for OpenID). */
  logout: (returnTo: string) => apiFetch<LogoutResponse>('auth/logout', { body: { return: returnTo } }),
  /** POST /api/public/log-error: the error log of spec §8. */
  logError: (msg: string, url: string) => apiFetch<{ logged: true }>('public/log-error', { body: { msg, info: { url, tag: 'known' } }, authorization: null }),
  /**
   * The data session: the first item's `res` is a JSON string holding `session` or `error`.
   * `signInOnUnauthorized: false` leaves a 401 to the caller (refreshing a session says why it failed).
   */
  async dataSession(options: SessionCallOptions = {}): Promise<string> {
    let list: Array<{ res: string }>;
    try {
      list = await apiFetch<Array<{ res: string }>>('auth/osa-sessionid', options);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(String(error), 0);
    }
    const parsed = JSON.parse(list[0]?.res ?? '{}') as { session?: string; error?: string };
    if (!parsed.session) throw new ApiError(parsed.error ?? 'no session', 401);
    return parsed.session;
  },
};
