import { apiFetch, ApiError } from '../../app/apiFetch';
import type { LogoutResponse } from '../../../realtime/protocol/auth';

export type SessionUser = {
  id: string;
  login: string;
  name: string;
  isAuthenticated: boolean;
  isPublic: boolean;
  isAdmin: boolean;
  app: 'onto' | 'edu';
};

export type AuthConfig = { oidc: boolean; publicUser: boolean; loginPath: string };

export const authApi = {
  config: () => apiFetch<AuthConfig>('auth/config', { authorization: null }),
  login: (login: string, password: string) => apiFetch<{ jwtToken: string }>('auth/login', { body: { login, password }, authorization: null }),
  exchangeSsoToken: (ssoToken: string) => apiFetch<{ jwtToken: string }>(`auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`, { authorization: null }),
  checkAuth: () => apiFetch<SessionUser>('auth/check-auth'),
  /** Revokes the session; `redirect` is where the browser goes next (the provider's sign-out for OpenID). */
  logout: (returnTo: string) => apiFetch<LogoutResponse>('auth/logout', { body: { return: returnTo } }),
  /** POST /api/public/log-error: the error log of spec §8. */
  logError: (msg: string, url: string) => apiFetch<{ logged: true }>('public/log-error', { body: { msg, info: { url, tag: 'known' } }, authorization: null }),
  /** The data session: the first item's `res` is a JSON string holding `session` or `error`. */
  async dataSession(): Promise<string> {
    let list: Array<{ res: string }>;
    try {
      list = await apiFetch<Array<{ res: string }>>('auth/osa-sessionid');
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(String(error), 0);
    }
    const parsed = JSON.parse(list[0]?.res ?? '{}') as { session?: string; error?: string };
    if (!parsed.session) throw new ApiError(parsed.error ?? 'no session', 401);
    return parsed.session;
  },
};
