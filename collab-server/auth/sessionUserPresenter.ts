import type { AppContext } from '../context';
import type { Caller } from './caller';
import type { SessionUser } from '../../realtime/protocol/auth';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
// unknown on purpose: pg and PGlite hand back Dates and parsed jsonb whatever the row type says
const iso = (value: unknown): string | null => (value instanceof Date || typeof value === 'string' ? new Date(value).toISOString() : null);
const jsonList = (value: unknown): string => JSON.stringify(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** The session user of spec §3; the route lists go out as JSON strings, as clients expect. */
export function presentSessionUser(ctx: AppContext, caller: Caller, accessToken: string | null): SessionUser {
  const { user, session, isPublic } = caller;
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    isAuthenticated: !isPublic,
    isPublic,
    isAdmin: user.is_admin && !isPublic,
    isBetaTester: user.is_beta_tester,
    app: user.app === 'edu' ? 'edu' : 'onto',
    licenseExpirationDate: user.license_expiration_date ?? isoDay(ctx.license.expiresAt),
    disabledRoutes: jsonList(user.disabled_routes),
    enabledRoutes: jsonList(user.enabled_routes),
    hiddenComponents: jsonList(user.hidden_components),
    deleteAccountRequestDate: iso(user.delete_account_request_date),
    accessToken: isPublic ? null : accessToken,
    sessionExpiresAt: session ? iso(session.expires_at) : null,
  };
}
