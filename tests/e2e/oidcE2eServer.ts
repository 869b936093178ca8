import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { dropSchema } from '../integration/testServer';
import { OIDC_TEST_CLIENT, startOidcProvider } from '../fixtures/oidcProvider';
import { OIDC_E2E_ADMIN_PASSWORD, OIDC_E2E_BASE_URL, OIDC_E2E_PORT, OIDC_E2E_PROVIDER_PORT } from './oidcE2eServer.constants';

// The OpenID browser flows: a real OpenID provider (tests/fixtures/oidcProvider.ts) on one
// loopback port and the app, configured to sign in through it, on another; the app's store is
// fresh (PGlite in memory, or its own PostgreSQL schema when DATABASE_URL is set).

const provider = await startOidcProvider({ port: OIDC_E2E_PROVIDER_PORT });
provider.registerClient({
  redirectUris: [`${OIDC_E2E_BASE_URL}/api/auth/oidc/callback`],
  postLogoutRedirectUris: [`${OIDC_E2E_BASE_URL}/api/auth/oidc/signed-out`],
});

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `e2e_oidc_${randomBytes(6).toString('hex')}` : undefined;
const config = loadConfig({
  ...process.env,
  PORT: String(OIDC_E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  OSA_ADMIN_PASSWORD: OIDC_E2E_ADMIN_PASSWORD,
  DEMO_DATA: 'on',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
  // 45 s sessions: the app renews them silently 20 s before they end (oidcSilentRenew.spec.ts)
  SESSION_TTL_HOURS: String(45 / 3600),
  ...(schema ? { DATABASE_SCHEMA: schema } : {}),
});
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });

async function stop(): Promise<void> {
  await server.close();
  await provider.stop();
  if (schema && databaseUrl) await dropSchema(databaseUrl, schema);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
