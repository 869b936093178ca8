import type { User } from '../../store';
import type { UserView } from '../../../realtime/protocol/admin/users';

// unknown on purpose: pg and PGlite hand back Dates and parsed jsonb whatever the row type says
const iso = (value: unknown): string | null => (value instanceof Date || typeof value === 'string' ? new Date(value).toISOString() : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** A user as admins see it: everything but the password hash and the OpenID subject. */
export function presentUser(user: User): UserView {
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    email: user.email,
    isAdmin: user.is_admin,
    isBetaTester: user.is_beta_tester,
    isPublic: user.is_public,
    disabled: user.disabled,
    app: user.app === 'edu' ? 'edu' : 'onto',
    disabledRoutes: list(user.disabled_routes),
    enabledRoutes: list(user.enabled_routes),
    hiddenComponents: list(user.hidden_components),
    licenseExpirationDate: user.license_expiration_date,
    deleteAccountRequestDate: iso(user.delete_account_request_date),
    hasPassword: user.password_hash !== null,
    hasOidc: user.oidc_sub !== null,
    createdAt: iso(user.created_at) ?? '',
  };
}
