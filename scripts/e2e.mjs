// npm run test:e2e: builds the app and runs the Playwright flows in Debian's headless Chromium.
import { assertChromium } from './chromiumPath.mjs';
import { run } from './run.mjs';

assertChromium();
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test']);
