import type { Browser } from '@playwright/test';

/** What counts as the first rendered screen: the home page, or failing that the first app element. */
export const FIRST_SCREEN = {
  home: '[data-testid="home-page"]',
  fallback: '#root main, #root [data-testid]',
} as const;
export type FirstScreen = keyof typeof FIRST_SCREEN;

/** How the benchmark groups what a page downloads (Chromium's resource types, folded). */
export const KINDS = ['document', 'script', 'stylesheet', 'api', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** One cold page load: every response the browser received, as it came over the wire, and when its first screen was in the DOM. */
export type PageLoad = {
  requests: number;
  /** Bytes received (headers and bodies as encoded on the wire: compressed when the server compressed), Chromium's encodedDataLength. */
  transferBytes: number;
  byKind: Record<Kind, number>;
  /** Bytes of the bodies once decoded, for the same responses. */
  decodedBytes: number;
  jsFiles: number;
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

function kindOf(type: string, url: string): Kind {
  if (type === 'Document') return 'document';
  if (type === 'Script') return 'script';
  if (type === 'Stylesheet') return 'stylesheet';
  if ((type === 'Fetch' || type === 'XHR') && new URL(url).pathname.includes('/api/')) return 'api';
  return 'other';
}

/**
 * Loads `url` in a fresh browser context (cold cache, no cookies) and waits for `screen`, then for
 * the network to go idle, so chunks and calls made for the first screen count too. What the
 * browser received is read from Chromium's own network events (Network.loadingFinished's
 * encodedDataLength: headers plus the body as sent), so compression, caching headers and every
 * request are measured as a user's browser meets them. WebSocket frames are left out.
 */
export async function loadPage(browser: Browser, url: string, screen: FirstScreen, timeoutMs: number): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchFirstScreen, FIRST_SCREEN);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, { kind: Kind; decoded: number; encoded: number | null }>();
    cdp.on('Network.responseReceived', (event) => {
      seen.set(event.requestId, { kind: kindOf(event.type, event.response.url), decoded: 0, encoded: null });
    });
    cdp.on('Network.dataReceived', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.decoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.encoded = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(FIRST_SCREEN[screen], { state: 'attached', timeout: timeoutMs });
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => (window as unknown as { __firstScreen: ScreenMarks }).__firstScreen);
    const firstScreenMs = marks[screen];
    if (firstScreenMs === null) throw new Error(`${FIRST_SCREEN[screen]} matched but was not timed on ${url}`);
    const finished = [...seen.values()].filter((e) => e.encoded !== null);
    const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
    for (const e of finished) byKind[e.kind] += e.encoded ?? 0;
    return {
      requests: finished.length,
      transferBytes: finished.reduce((sum, e) => sum + (e.encoded ?? 0), 0),
      byKind,
      decodedBytes: finished.reduce((sum, e) => sum + e.decoded, 0),
      jsFiles: finished.filter((e) => e.kind === 'script').length,
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
