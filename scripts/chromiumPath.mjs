import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); the browser tests never download a browser of their own. */
export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function assertChromium() {
  const file = chromiumPath();
  if (existsSync(file)) return file;
  console.error(
    `\nThe browser tests need Chromium, and there is none at ${file}.\n` +
      `Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROME_PATH at a Chromium-based browser.\n`,
  );
  process.exit(1);
}
