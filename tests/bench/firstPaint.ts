import type { Browser } from '@playwright/test';

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
