// Chromium and everything built on it (Chrome, Edge, Yandex, Opera, Electron, headless Chrome) say Chrome/ or Chromium/
const CHROMIUM = /\b(?:Chrome|Chromium|HeadlessChrome)\/\d/;
// the old EdgeHTML Edge claimed Chrome too; Chrome, Edge and Firefox on iOS are WebKit underneath
const NOT_CHROMIUM = /\bEdge\/\d|\b(?:CriOS|EdgiOS|FxiOS)\//;

/** Whether the app runs in this browser: Chromium-based ones only (platform spec §8). */
export function isSupportedBrowser(userAgent: string): boolean {
  return CHROMIUM.test(userAgent) && !NOT_CHROMIUM.test(userAgent);
}
