import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { precompress } from '../../scripts/build/precompress';
import { chooseFirstScreen, FIRST_SCREEN, loadPage, type FirstScreen, type PageLoad } from './pageLoad';
import { serveFolder } from './staticFolderServer';
import { builtAssets, type BuiltAssets } from './builtAssets';
import { report } from './benchReport';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BARE_PAGE = fileURLToPath(new URL('./bareReactPage/', import.meta.url));
const RUNS = Number(process.env.BENCH_SHELL_RUNS ?? 7);
const AIM_KB = 200;
const HOME_WAIT_MS = 15_000;
const LOAD_TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-admin-password';

type PageFigures = { page: string; loads: PageLoad[]; screen: FirstScreen; built: BuiltAssets };

async function buildApp(outDir: string): Promise<void> {
  // the same build as `npx vite build --outDir <outDir>`: the repository's vite.config.ts, precompression included
  await build({ root: REPO, configFile: path.join(REPO, 'vite.config.ts'), build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
}

async function buildBarePage(outDir: string): Promise<void> {
  // built and precompressed like the app, so the two are served alike
  await build({ root: BARE_PAGE, configFile: false, base: './', plugins: [react(), precompress()], build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
}

async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwtToken: string }).jwtToken;
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The gist of a build error: Vite's coloured code frame is noise in a benchmark report. */
function firstLines(error: unknown): string {
  // eslint-disable-next-line no-control-regex
  const plain = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 2).join('\n    ');
}

/** The largest of the loads: a lazy chunk or a call that only sometimes lands before idle still counts. */
const largest = (loads: PageLoad[]): PageLoad => loads.reduce((max, load) => (load.transferBytes > max.transferBytes ? load : max), loads[0]!);

function printTable(rows: PageFigures[]): void {
  console.log(`\n  ${'page'.padEnd(18)} | requests | transferred KB | JS / CSS / API / page+other KB | decoded KB | built, gzipped KB (files) | first screen p50 / p95 ms`);
  console.log(`  ${'-'.repeat(18)}-|----------|----------------|-------------------------------|------------|---------------------------|--------------------------`);
  for (const { page, loads, built } of rows) {
    const load = largest(loads);
    const parts = [load.byKind.script, load.byKind.stylesheet, load.byKind.api, load.byKind.document + load.byKind.other].map(kb).join(' / ');
    const times = loads.map((l) => l.firstScreenMs);
    const timing = `${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)}`;
    const builtText = `${kb(built.gzipBytes)} (${built.files})`;
    console.log(
      `  ${page.padEnd(18)} | ${String(load.requests).padStart(8)} | ${kb(load.transferBytes).padStart(14)} | ${parts.padStart(29)} | ${kb(load.decodedBytes).padStart(10)} | ${builtText.padStart(25)} | ${timing.padStart(15)}`,
    );
  }
}

async function measureBoth(browser: Browser, homeUrl: string | null, bareUrl: string): Promise<{ home: PageLoad[]; bare: PageLoad[]; homeScreen: FirstScreen }> {
  // warm-up loads (discarded); the home one also settles which selector marks its first screen
  const homeScreen = homeUrl ? await chooseFirstScreen(browser, homeUrl, HOME_WAIT_MS) : 'home';
  await loadPage(browser, bareUrl, 'home', LOAD_TIMEOUT_MS);
  const home: PageLoad[] = [];
  const bare: PageLoad[] = [];
  // alternated so that drift in the machine's load falls on both pages alike
  for (let run = 0; run < RUNS; run++) {
    if (homeUrl) home.push(await loadPage(browser, homeUrl, homeScreen, LOAD_TIMEOUT_MS));
    bare.push(await loadPage(browser, bareUrl, 'home', LOAD_TIMEOUT_MS));
  }
  return { home, bare, homeScreen };
}

function printVerdict(home: PageFigures | undefined, bare: PageFigures): void {
  if (!home) return;
  const load = largest(home.loads);
  const scriptKb = load.byKind.script / 1024;
  console.log(`\n  what a browser downloads for the home route, cold: ${kb(load.transferBytes)} KB in ${load.requests} responses (${(load.transferBytes / largest(bare.loads).transferBytes).toFixed(1)}× the bare page)`);
  console.log(`  of the whole build (${home.built.files} files, ${kb(home.built.rawBytes)} KB raw, ${kb(home.built.gzipBytes)} KB gzipped, ${kb(home.built.brBytes)} KB as its .br copies), the home route fetches ${load.jsFiles} scripts`);
  console.log(`  aim: the home route's JavaScript under ${AIM_KB} KB as transferred: ${scriptKb < AIM_KB ? 'met' : 'NOT met'} (${scriptKb.toFixed(1)} KB)`);
  report('home route JavaScript', scriptKb, null);
  const firstScreen = (loads: PageLoad[]) => percentile(loads.map((l) => l.firstScreenMs), 0.5);
  report('first screen ÷ bare page', firstScreen(home.loads) / firstScreen(bare.loads), null);
  console.log(`  first screen of the home route: ${FIRST_SCREEN[home.screen]}${home.screen === 'fallback' ? ` (${FIRST_SCREEN.home} did not appear within ${HOME_WAIT_MS / 1000} s)` : ''}`);
  const paths = [...new Set(home.loads.map((l) => l.finalPath))];
  console.log(`  home route ended on: ${paths.join(', ')}`);
}

function builtAlready(dir: string): boolean {
  if (existsSync(path.join(dir, 'index.html'))) return true;
  console.log(`  ${dir} holds no build: only the bare page is measured`);
  return false;
}

/**
 * The shell's load cost: what a browser really downloads for the home route — signed in (the
 * token handed over in the query, as the sign-in page and the single sign-on provider hand it),
 * in a fresh context with a cold cache — summed over every response as Chromium received it, and
 * its first screen, beside a bare Vite + React page built (and precompressed) in the same run and
 * served by the same static serving; with the gzipped size of each whole build.
 */
export async function benchShellLoad(): Promise<void> {
  console.log(`\n=== Application shell: home route (signed in) vs bare Vite + React (headless Chromium, ${RUNS} cold loads each after a warm-up) ===`);
  const work = await mkdtemp(path.join(tmpdir(), 'ontoweave-shell-bench-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    // BENCH_SHELL_DIST: a build made already (CI's quick run measures the build its tests used)
    const given = process.env.BENCH_SHELL_DIST;
    const appDir = given ? path.resolve(given) : path.join(work, 'app');
    let homeUrl: string | null = null;
    // otherwise the app is rebuilt from the working tree each run; a broken build still leaves the reference figures
    const appBuilt = given
      ? builtAlready(appDir)
      : await buildApp(appDir).then(
          () => true,
          (error: unknown) => {
            console.log(`  the app did not build, only the bare page is measured:\n    ${firstLines(error)}`);
            return false;
          },
        );
    const bareDir = path.join(work, 'bare');
    await buildBarePage(bareDir);
    const bare = await serveFolder(bareDir);
    cleanups.push(bare.close);

    if (appBuilt) {
      const config = loadConfig({
        PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'error', DEMO_DATA: 'off', PLUGINS_DIR: '',
        OSA_ADMIN_PASSWORD: PASSWORD, STATIC_DIR: appDir,
      });
      const server = await createServer(config);
      cleanups.push(() => server.close());
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      homeUrl = `${origin}/?jwtToken=${encodeURIComponent(await signIn(`${origin}/api`))}`;
    }

    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    cleanups.push(() => browser.close());
    const measured = await measureBoth(browser, homeUrl, bare.url);
    const bareRow: PageFigures = { page: 'bare Vite + React', loads: measured.bare, screen: 'home', built: await builtAssets(bareDir) };
    const homeRow: PageFigures | undefined = homeUrl ? { page: 'home route', loads: measured.home, screen: measured.homeScreen, built: await builtAssets(appDir) } : undefined;
    printTable(homeRow ? [homeRow, bareRow] : [bareRow]);
    printVerdict(homeRow, bareRow);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('  cleanup failed:', error));
    await rm(work, { recursive: true, force: true });
  }
}
