import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { dropSchema } from '../integration/testServer';
import { E2E_ADMIN_PASSWORD } from './e2eServer.constants';

// The server the browser flows run against: the real app on a fresh store (PGlite in memory, or
// its own PostgreSQL schema when DATABASE_URL is set) with the demo ontology.

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `e2e_${randomBytes(6).toString('hex')}` : undefined;
const config = loadConfig({
  ...process.env,
  PORT: process.env.E2E_PORT ?? '18080',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  OSA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  DEMO_DATA: 'on',
  // the shell's flows: a blocked route, the test-only status and version controls, the example plugin
  BLOCKED_ROUTES: '/help-desk,/help-desk/:id',
  TEST_CONTROLS: 'on',
  PLUGINS_DIR: 'plugins',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  ...(schema ? { DATABASE_SCHEMA: schema } : {}),
});
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });

async function stop(): Promise<void> {
  await server.close();
  if (schema && databaseUrl) await dropSchema(databaseUrl, schema);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
