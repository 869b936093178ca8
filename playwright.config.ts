import { defineConfig } from '@playwright/test';
import { specsOfShare } from './tests/e2e/ciShares';
import { OIDC_E2E_BASE_URL, OIDC_E2E_PORT, OIDC_E2E_PROVIDER_PORT } from './tests/e2e/oidcE2eServer.constants';

const port = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

// Debian's Chromium drives every flow; Playwright never downloads a browser of its own.
// E2E_SHARE (CI): the flows of one of CI's two suites (tests/e2e/ciShares.ts). E2E_RETRIES (CI): a
// flow that fails is run once more and reported as flaky if it then passes (CI's two suites share
// two cores, and a timing a flow waits on can slip); locally a failure is a failure.
const share = specsOfShare(process.env.E2E_SHARE);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: share.testMatch,
  testIgnore: share.testIgnore,
  fullyParallel: false,
  workers: 1,
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: `${process.env.TEST_SUMMARY_DIR ?? '.test-summary'}/playwright.json` }]],
  // CI runs two suites at once: each keeps its failure artefacts apart
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'npx tsx tests/e2e/e2eServer.ts',
      url: `${E2E_BASE_URL}/api/auth/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_PORT: String(port) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // the app signing in through a test OpenID provider (oidcSignIn.spec.ts uses its baseURL)
      command: 'npx tsx tests/e2e/oidcE2eServer.ts',
      url: `${OIDC_E2E_BASE_URL}/api/auth/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { E2E_OIDC_PORT: String(OIDC_E2E_PORT), E2E_OIDC_PROVIDER_PORT: String(OIDC_E2E_PROVIDER_PORT) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
