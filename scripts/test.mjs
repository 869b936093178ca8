// npm test: every test — unit, integration (real server and database), and e2e in headless Chromium.
// Chromium is checked first, so a machine without it fails at once with the fix, never skips.
import { assertChromium } from './chromiumPath.mjs';
import { run } from './run.mjs';

assertChromium();
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
