import { z } from 'zod';
import { idSchema } from './ids';

// Sign-in, sessions and OpenID Connect: the REST calls under /api/auth.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * The password rule (the spec leaves it open): at least 8 characters and not only whitespace.
 * The upper bound keeps the deliberately slow hash from being fed megabytes.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`;
  if (password.trim() === '') return 'Пароль не может состоять только из пробелов';
  return null;
}

export const passwordSchema = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A return path must stay on this site: it starts with one '/' (never '//' or '/\', which
 * browsers read as another host) and holds no control characters.
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.length > 2000) return false;
  if (path[1] === '/' || path[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f\\]/.test(path);
}

/** POST /api/auth/login */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/login; GET /api/auth/check-auth?ssoToken= */
export const jwtTokenResponseSchema = z.object({ jwtToken: z.string() });

/** GET /api/auth/osa-sessionid: one item whose `res` is JSON of `{ session }` or `{ error }`. */
export const sessionIdResponseSchema = z.array(z.object({ res: z.string() })).min(1);
export const sessionIdResultSchema = z.union([z.object({ session: idSchema }), z.object({ error: z.string() })]);

/** GET /api/auth/check-auth */
export const checkAuthQuerySchema = z.object({ ssoToken: z.string().min(1).max(200).optional() });

/** The session user (spec §3); the three route lists are JSON strings of string arrays. */
export const sessionUserSchema = z.object({
  id: idSchema,
  login: z.string(),
  name: z.string(),
  isAuthenticated: z.boolean(),
  isPublic: z.boolean(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  app: z.enum(['onto', 'edu']),
  /** YYYY-MM-DD: the user's own licence date, else the installation licence's expiry. */
  licenseExpirationDate: z.string(),
  disabledRoutes: z.string(),
  enabledRoutes: z.string(),
  hiddenComponents: z.string(),
  deleteAccountRequestDate: z.string().nullable(),
  accessToken: z.string().nullable(),
  sessionExpiresAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/set-password: own password, or (admins) another user's through user_id. */
export const setPasswordRequestSchema = z.object({
  password: passwordSchema,
  /** The data session, for clients that send it instead of the Authorization header. */
  session_id: z.string().max(100).optional(),
  user_id: idSchema.optional(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const okResultSchema = z.object({ result: z.literal('ok') });

/** GET /api/auth/config: which sign-in flow the browser offers. */
export const authConfigSchema = z.object({
  oidc: z.boolean(),
  publicUser: z.boolean(),
  loginPath: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /api/auth/oidc/login?return=/path — the path is relative to the app's base path. */
export const oidcLoginQuerySchema = z.object({
  return: z
    .string()
    .refine(isSameSitePath, 'must be a path on this site, starting with a single "/"')
    .default('/'),
  /** 'none': the silent renewal of a session, in a hidden frame (see oidcSilentDoneQuerySchema). */
  prompt: z.literal('none').optional(),
});

/** GET /api/auth/oidc/callback: what the identity provider sends back. */
export const oidcCallbackQuerySchema = z.object({
  state: z.string().min(1).max(500),
  code: z.string().max(5000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
});

const sameSitePathSchema = z.string().refine(isSameSitePath, 'must be a path on this site, starting with a single "/"');

/**
 * Why the browser was sent to the sign-in page (`/sso/login?return=…&error=<code>`): the page
 * shows the message for the code. Set by the OpenID callback and by the app after a failed
 * ssoToken exchange.
 */
export const SIGN_IN_ERROR_CODES = ['account_disabled', 'license_limit', 'oidc_failed', 'oidc_state_expired', 'oidc_unavailable', 'sso_token_failed', 'session_refresh_failed'] as const;
export const signInErrorCodeSchema = z.enum(SIGN_IN_ERROR_CODES);
export type SignInErrorCode = z.infer<typeof signInErrorCodeSchema>;

/**
 * GET /api/auth/oidc/silent-done: where a silent renewal ends. The page posts
 * `{ type: SILENT_RENEW_MESSAGE, ssoToken }` or `{ type, error }` to the frame's parent, on this
 * origin only.
 */
export const oidcSilentDoneQuerySchema = z.union([
  z.object({ ssoToken: z.string().min(1).max(200) }).strict(),
  z.object({ error: signInErrorCodeSchema }).strict(),
]);
export const SILENT_RENEW_MESSAGE = 'ontoweave:silent-renew';

/**
 * POST /api/auth/logout: `return` is where to come back to after signing in again (relative to
 * the base path). The body may be empty.
 */
export const logoutRequestSchema = z.object({ return: sameSitePathSchema.default('/') });

/**
 * POST /api/auth/logout → the session is revoked and `redirect` says where the browser goes next:
 * for an OpenID session, the provider's end-session URL (the provider signs the user out and sends
 * them to GET /api/auth/oidc/signed-out); otherwise, or when the provider has no end-session
 * endpoint, the sign-in page `<base>sso/login?return=…`.
 */
export const logoutResponseSchema = z.object({ result: z.literal('ok'), redirect: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * GET /api/auth/oidc/signed-out?state=/path: the provider's post-logout redirect; `state` is the
 * return path we gave it. An unusable state falls back to '/' rather than failing: it is only
 * where to go after signing in again.
 */
export const oidcSignedOutQuerySchema = z.object({ state: z.string().max(2000).optional() });
