// npm run test:e2e: builds the app and runs the Playwright flows in Debian's headless Chromium.
import { assertChromium } from './chromiumPath.mjs';
import { run } from './run.mjs';

assertChromium();
// CI builds once for both of its runs and sets E2E_SKIP_BUILD=1
if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test']);
