import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { loadConfig } from '../../collab-server/config';
import { createServer, type RunningServer } from '../../collab-server/server';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'bench-paint-admin-password';

/** What a paint bench works with: the server (its store), headless Chromium, the origin and an admin token. */
export type PaintServer = { server: RunningServer; browser: Browser; origin: string; token: string; adminId: string };

/**
 * Builds the app into a temporary folder, serves it from a fresh in-memory server, opens Debian's
 * Chromium and signs the admin in; runs `body`, then closes and removes everything.
 */
export async function withPaintServer(body: (ctx: PaintServer) => Promise<void>): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'ontoweave-paint-bench-'));
  try {
    // BENCH_SHELL_DIST: a build made already (the quick run in CI), else the working tree is built
    const given = process.env.BENCH_SHELL_DIST;
    if (!given) await build({ root: REPO, configFile: path.join(REPO, 'vite.config.ts'), build: { outDir: work, emptyOutDir: true }, logLevel: 'warn' });
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'error', DEMO_DATA: 'off', PLUGINS_DIR: '', OSA_ADMIN_PASSWORD: PASSWORD, STATIC_DIR: given ? path.resolve(given) : work });
    const server = await createServer(config);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
      if (!login.ok) throw new Error(`signing in: ${login.status} ${await login.text()}`);
      const { jwtToken: token } = (await login.json()) as { jwtToken: string };
      const admin = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
      await body({ server, browser, origin, token, adminId: admin.id });
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * ms from navigation start until `selector` first matched, in a fresh context (cold cache): a
 * MutationObserver installed before any script of the page notes the moment the element appears.
 */
export async function firstPaint(browser: Browser, url: string, selector: string, viewport = { width: 1280, height: 720 }): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript((sel: string) => {
      const marks = { at: null as number | null };
      (window as unknown as { __paint: typeof marks }).__paint = marks;
      const observer = new MutationObserver(() => {
        if (marks.at === null && document.querySelector(sel)) {
          marks.at = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, selector);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => (window as unknown as { __paint: { at: number } }).__paint.at);
  } finally {
    await context.close();
  }
}
