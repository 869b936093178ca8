import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** What counts as the first rendered screen: the home page, or failing that the first app element. */
export const FIRST_SCREEN = {
  home: '[data-testid="home-page"]',
  fallback: '#root main, #root [data-testid]',
} as const;
export type FirstScreen = keyof typeof FIRST_SCREEN;

/** One cold page load: the JavaScript it fetched and when its first screen was in the DOM. */
export type PageLoad = {
  jsFiles: number;
  jsGzipBytes: number;
  /** ms from navigation start (performance.timeOrigin) until the selector first matched. */
  firstScreenMs: number;
  /** The path the page ended on (a sign-in redirect would show here). */
  finalPath: string;
};

type ScreenMarks = Record<FirstScreen, number | null>;

// Runs in the page before any of its scripts, so both pages are timed by the same clock and rule.
function watchFirstScreen(selectors: Record<FirstScreen, string>): void {
  const marks: ScreenMarks = { home: null, fallback: null };
  (window as unknown as { __firstScreen: ScreenMarks }).__firstScreen = marks;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.home === null && document.querySelector(selectors.home)) marks.home = now;
    if (marks.fallback === null && document.querySelector(selectors.fallback)) marks.fallback = now;
    if (marks.home !== null && marks.fallback !== null) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

function isJavaScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  return (response.headers()['content-type'] ?? '').includes('javascript');
}

/**
 * Loads `url` in a fresh browser context (cold cache) and waits for `screen`, then for the network
 * to go idle, so chunks loaded lazily for the first screen are counted too. Each script is gzipped
 * at level 9 (neither server compresses), which is what a compressing proxy would send.
 */
export async function loadPage(browser: Browser, url: string, screen: FirstScreen, timeoutMs: number): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchFirstScreen, FIRST_SCREEN);
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      if (isJavaScript(response) && !bodies.has(response.url())) bodies.set(response.url(), response.body().catch(() => null));
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(FIRST_SCREEN[screen], { state: 'attached', timeout: timeoutMs });
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => (window as unknown as { __firstScreen: ScreenMarks }).__firstScreen);
    const scripts = (await Promise.all(bodies.values())).filter((body): body is Buffer => body !== null);
    const firstScreenMs = marks[screen];
    if (firstScreenMs === null) throw new Error(`${FIRST_SCREEN[screen]} matched but was not timed on ${url}`);
    return {
      jsFiles: scripts.length,
      jsGzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      firstScreenMs,
      finalPath: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

/** Which selector marks the home route's first screen: the home page if it shows within the wait. */
export async function chooseFirstScreen(browser: Browser, url: string, waitMs: number): Promise<FirstScreen> {
  try {
    await loadPage(browser, url, 'home', waitMs);
    return 'home';
  } catch {
    return 'fallback';
  }
}
