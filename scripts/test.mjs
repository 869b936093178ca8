// npm test: every test — unit, integration (real server and database), and e2e in headless Chromium.
// Chromium is checked first, so a machine without it fails at once with the fix, never skips.
import { readFileSync } from 'node:fs';
import { assertChromium } from './chromiumPath.mjs';
import { run } from './run.mjs';

assertChromium();
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-summary/vitest.json']);
run('node', ['scripts/e2e.mjs']);

// one closing line for all three layers, in the plain form CI logs are read by
const vitest = JSON.parse(readFileSync('.test-summary/vitest.json', 'utf8'));
const e2e = JSON.parse(readFileSync('.test-summary/playwright.json', 'utf8')).stats;
const passed = vitest.numPassedTests + e2e.expected;
const failed = vitest.numFailedTests + e2e.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.skipped;
console.log(`\nunit and integration: ${vitest.numPassedTests} passed; e2e: ${e2e.expected} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
