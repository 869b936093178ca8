// npm test: every test — unit, integration (real server and database), and e2e in headless Chromium.
// Chromium is checked first, so a machine without it fails at once with the fix, never skips.
import { readFileSync } from 'node:fs';
import { assertChromium } from './chromiumPath.mjs';
import { run } from './run.mjs';

// TEST_SUMMARY_DIR: where the layers' JSON summaries go (CI runs two suites at once, each its own);
// TEST_SKIP_UNIT=1 leaves out the unit tests, which touch no database (CI's second run)
const summaryDir = process.env.TEST_SUMMARY_DIR ?? '.test-summary';
const projects = process.env.TEST_SKIP_UNIT === '1' ? ['--project', 'integration'] : [];

assertChromium();
run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${summaryDir}/vitest.json`]);
run('node', ['scripts/e2e.mjs'], { TEST_SUMMARY_DIR: summaryDir });

// one closing line for all three layers, in the plain form CI logs are read by
const vitest = JSON.parse(readFileSync(`${summaryDir}/vitest.json`, 'utf8'));
const e2e = JSON.parse(readFileSync(`${summaryDir}/playwright.json`, 'utf8')).stats;
const passed = vitest.numPassedTests + e2e.expected;
const failed = vitest.numFailedTests + e2e.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.skipped;
// a flaky flow failed once and passed when run again (E2E_RETRIES, CI): named here, not hidden
console.log(`\nunit and integration: ${vitest.numPassedTests} passed; e2e: ${e2e.expected} passed, ${e2e.flaky} flaky`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
