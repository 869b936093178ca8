/** Ports of the OpenID e2e set-up (tests/e2e/oidcE2eServer.ts): our app and the test provider. */
export const OIDC_E2E_PORT = Number(process.env.E2E_OIDC_PORT ?? 18081);
export const OIDC_E2E_PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? 18082);
export const OIDC_E2E_BASE_URL = `http://127.0.0.1:${OIDC_E2E_PORT}`;
export const OIDC_E2E_ISSUER = `http://127.0.0.1:${OIDC_E2E_PROVIDER_PORT}`;
/** The built-in admin still signs in with a password (the e2e reads the error log with it). */
export const OIDC_E2E_ADMIN_PASSWORD = 'e2e-oidc-admin-password';
