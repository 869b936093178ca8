import path from 'node:path';
import { z } from 'zod';
import { SECTIONS, type Section } from '../realtime/protocol/shell/settings';
import { COLLAB_DEFAULTS } from '../realtime/protocol/relay';
import packageJson from '../package.json' with { type: 'json' };

/** A comma-separated list: items trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((raw) => raw.split(',').map((item) => item.trim()).filter(Boolean));
/** An optional link: unset or empty means the menu item is hidden. */
const optionalLink = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || null);

// Every setting the server reads from the environment; README.md lists them for operators.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  BASE_PATH: z.string().default('/'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  REDIS_URL: z.string().optional(),
  // PostgreSQL sizes ('32MB'): PGlite's caches live in this process's memory, all of it resident
  PGLITE_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB').default('32MB'),
  PGLITE_WORK_MEM: z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 4MB').default('4MB'),
  HUB_POLL_MS: z.coerce.number().int().min(10).default(200),
  OSA_ADMIN_PASSWORD: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  SESSION_SECRET: z.string().optional(),
  LICENSE: z.string().optional(),
  LICENSE_PUBLIC_KEY: z.string().optional(),
  PUBLIC_USER: z.enum(['on', 'off']).default('off'),
  PUBLIC_USER_NAME: z.string().default('Общий доступ'),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_REDIRECT_URL: z.string().optional(),
  ACCOUNT_DELETION_DAYS: z.coerce.number().int().min(0).default(3),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_ERROR_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().optional(),
  SHORT_NAME: z.string().trim().min(1).default('Ontoweave'),
  BLOCKED_ROUTES: commaList.pipe(z.array(z.string().regex(/^\//, 'route paths start with /'))),
  DISABLED_SECTIONS: commaList.pipe(z.array(z.enum(SECTIONS))),
  SERVICES_URL: optionalLink,
  CONTACT_DEVELOPER_URL: optionalLink,
  COMMUNITY_URL: optionalLink,
  TEST_CONTROLS: z.enum(['on', 'off']).default('off'),
  PLUGINS_DIR: z.string().default('./plugins'),
  QUERY_HISTORY_DAYS: z.coerce.number().int().min(1).default(30),
  SPREADSHEET_SERVICE_URL: z.string().url().default('https://docs.google.com'),
  RELAY_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(COLLAB_DEFAULTS.maxMessageBytes),
  RELAY_MAX_DOCUMENTS: z.coerce.number().int().min(1).default(COLLAB_DEFAULTS.maxDocuments),
  RELAY_IDLE_UNLOAD_SECONDS: z.coerce.number().min(0).default(COLLAB_DEFAULTS.idleUnloadSeconds),
  RELAY_COMPACT_AFTER_UPDATES: z.coerce.number().int().min(2).default(COLLAB_DEFAULTS.compactAfterUpdates),
  RELAY_STORE_DELAY_MS: z.coerce.number().int().min(0).default(COLLAB_DEFAULTS.storeDelayMs),
  RELAY_SESSION_CHECK_SECONDS: z.coerce.number().positive().default(COLLAB_DEFAULTS.sessionCheckSeconds),
});

export type Config = {
  port: number;
  host: string;
  basePath: string;
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  /** Cache sizes of the embedded PGlite (ignored with DATABASE_URL). */
  pglite: { sharedBuffers: string; workMem: string };
  redisUrl?: string;
  /** How often each process reads the change log for changes nobody announced to it (the hub's safety net). */
  hubPollMs: number;
  adminPassword?: string;
  sessionTtlMs: number;
  sessionSecret?: string;
  license?: string;
  licensePublicKey?: string;
  publicUser: { enabled: boolean; name: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; redirectUrl?: string };
  accountDeletionDays: number;
  bodyLimitBytes: number;
  loginRateLimit: number;
  logErrorRateLimit: number;
  demoData: boolean;
  logLevel: string;
  staticDir: string;
  version: string;
  /** How this installation shapes the browser shell (GET /api/app/settings). */
  shell: {
    shortName: string;
    blockedRoutes: string[];
    disabledSections: Section[];
    links: { services: string | null; contactDeveloper: string | null; communityGroup: string | null };
  };
  /** Test-only controls (PUT /api/test/*) answer; never on in production. */
  testControls: boolean;
  /** Folders of browser plugins (each with a plugin.json), registered at start and served as ES modules; null: none. */
  pluginsDir: string | null;
  queryHistoryDays: number;
  /** Base URL of the spreadsheet service imports read Google spreadsheet links from. */
  spreadsheetServiceUrl: string;
  /** Limits of the Yjs relay (collab/{docName}). */
  relay: { maxMessageBytes: number; maxDocuments: number; idleUnloadMs: number; compactAfterUpdates: number; storeDelayMs: number; sessionCheckMs: number };
};

// one version for the server and the browser app: the package's
export const APP_VERSION: string = packageJson.version;

/** Normalises a base path to the form '/x/y/' (or '/'), so routes can be joined without double slashes. */
export function normaliseBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, redirectUrl: e.OIDC_REDIRECT_URL }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    basePath: normaliseBasePath(e.BASE_PATH),
    // 'memory://' keeps PGlite in memory (tests); anything else is a folder on disk
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseSchema: e.DATABASE_SCHEMA,
    pglite: { sharedBuffers: e.PGLITE_SHARED_BUFFERS, workMem: e.PGLITE_WORK_MEM },
    redisUrl: e.REDIS_URL || undefined,
    hubPollMs: e.HUB_POLL_MS,
    adminPassword: e.OSA_ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionSecret: e.SESSION_SECRET,
    license: e.LICENSE,
    licensePublicKey: e.LICENSE_PUBLIC_KEY,
    publicUser: { enabled: e.PUBLIC_USER === 'on', name: e.PUBLIC_USER_NAME },
    oidc,
    accountDeletionDays: e.ACCOUNT_DELETION_DAYS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logErrorRateLimit: e.LOG_ERROR_RATE_LIMIT,
    demoData: e.DEMO_DATA === 'on',
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR ?? 'dist'),
    version: APP_VERSION,
    shell: {
      shortName: e.SHORT_NAME,
      blockedRoutes: e.BLOCKED_ROUTES,
      disabledSections: e.DISABLED_SECTIONS,
      links: { services: e.SERVICES_URL, contactDeveloper: e.CONTACT_DEVELOPER_URL, communityGroup: e.COMMUNITY_URL },
    },
    testControls: e.TEST_CONTROLS === 'on',
    pluginsDir: e.PLUGINS_DIR.trim() ? path.resolve(e.PLUGINS_DIR.trim()) : null,
    queryHistoryDays: e.QUERY_HISTORY_DAYS,
    spreadsheetServiceUrl: e.SPREADSHEET_SERVICE_URL,
    relay: {
      maxMessageBytes: e.RELAY_MAX_MESSAGE_BYTES,
      maxDocuments: e.RELAY_MAX_DOCUMENTS,
      idleUnloadMs: e.RELAY_IDLE_UNLOAD_SECONDS * 1000,
      compactAfterUpdates: e.RELAY_COMPACT_AFTER_UPDATES,
      storeDelayMs: e.RELAY_STORE_DELAY_MS,
      sessionCheckMs: e.RELAY_SESSION_CHECK_SECONDS * 1000,
    },
  };
}
