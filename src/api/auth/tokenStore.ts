// The jwtToken (sent in the Authorization header) and the data session (sent as `session` to the
// data API) are kept in local storage so every tab of the browser shares one sign-in.
const TOKEN_KEY = 'osa-token';
const SESSION_KEY = 'osa-sessionid';
const SCHEME_KEY = 'osa-auth-scheme';

export type AuthScheme = 'raw' | 'bearer';

export const tokenStore = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  session: (): string | null => localStorage.getItem(SESSION_KEY),
  scheme: (): AuthScheme => (localStorage.getItem(SCHEME_KEY) === 'bearer' ? 'bearer' : 'raw'),
  setToken(token: string, scheme: AuthScheme): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(SCHEME_KEY, scheme);
  },
  setSession(session: string): void {
    localStorage.setItem(SESSION_KEY, session);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(SCHEME_KEY);
  },
  /** Authorization header: `Bearer <token>` for OpenID sign-in, the raw token otherwise. */
  authorization(): string | null {
    const token = tokenStore.token();
    if (!token) return null;
    return tokenStore.scheme() === 'bearer' ? `Bearer ${token}` : token;
  },
};
