/** The admin password the e2e server is started with (tests/e2e/e2eServer.ts). */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
