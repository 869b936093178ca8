import { defineConfig } from '@playwright/test';
import { specsOfShare } from './tests/e2e/ciShares';
import { dealToLanes, specFiles } from './tests/e2e/lanes';
import { OIDC_E2E_BASE_URL, OIDC_E2E_PORT, OIDC_E2E_PROVIDER_PORT } from './tests/e2e/oidcE2eServer.constants';

const port = Number(process.env.E2E_PORT ?? 18080);

// Debian's Chromium drives every flow; Playwright never downloads a browser of its own.
// E2E_SHARE (CI): the flows of one of CI's two suites (tests/e2e/ciShares.ts). E2E_RETRIES (CI): a
// flow that fails is run once more and reported as flaky if it then passes (CI's two suites share
// two cores, and a timing a flow waits on can slip); locally a failure is a failure.
// E2E_LANES (default 2): the flows run in that many lanes side by side, each lane one flow at a
// time against an app server of its own (tests/e2e/lanes.ts). Lane 1 serves on E2E_PORT, the others
// on E2E_PORT + 2 + lane (the two ports after E2E_PORT are the OpenID set-up's).
const share = specsOfShare(process.env.E2E_SHARE);
const specs = share.files(specFiles('tests/e2e'));
const lanes = dealToLanes(specs, Number(process.env.E2E_LANES ?? 2)).filter((files) => files.length > 0);
// the OpenID set-up (a provider and an app signing in through it) starts only for a run with its flows
const withOidc = specs.some((file) => file.startsWith('oidc'));
const lanePort = (lane: number): number => (lane === 0 ? port : port + 2 + lane);
const laneUrl = (lane: number): string => `http://127.0.0.1:${lanePort(lane)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Math.max(1, lanes.length),
  projects: lanes.map((files, lane) => ({ name: `lane ${lane + 1}`, workers: 1, testMatch: files.map((f) => `**/${f}`), use: { baseURL: laneUrl(lane) } })),
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_SUMMARY_DIR ?? '.test-summary'}/playwright.json` }]],
  // CI runs two suites at once: each keeps its failure artefacts apart
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  use: {
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    // one app server per lane, each on a fresh store of its own
    ...lanes.map((_, lane) => ({
      command: 'npx tsx tests/e2e/e2eServer.ts',
      url: `${laneUrl(lane)}/api/auth/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: { E2E_PORT: String(lanePort(lane)) },
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    })),
    ...(withOidc ? [{
      // the app signing in through a test OpenID provider (oidcSignIn.spec.ts uses its baseURL)
      command: 'npx tsx tests/e2e/oidcE2eServer.ts',
      url: `${OIDC_E2E_BASE_URL}/api/auth/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: { E2E_OIDC_PORT: String(OIDC_E2E_PORT), E2E_OIDC_PROVIDER_PORT: String(OIDC_E2E_PROVIDER_PORT) },
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    }] : []),
  ],
});
