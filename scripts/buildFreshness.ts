import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** What the browser app is built from: a change to any of these means the built app is stale. */
export const APP_SOURCES = ['src', 'realtime', 'model', 'public', 'index.html', 'vite.config.ts', 'scripts/build', 'package.json', 'package-lock.json'] as const;

/** What the server build (vite.server.config.ts) is made of; packages are not in it, but their versions are (package.json's is read into it). */
export const SERVER_SOURCES = ['collab-server', 'realtime', 'model', 'vite.server.config.ts', 'package.json', 'package-lock.json'] as const;

export type NewestSource = { file: string; mtimeMs: number };

/** The most recently changed file under `sources` (relative to `root`); null when none exists. Tests beside the code count too: harmless, and cheaper than telling them apart. */
export function newestSource(root: string, sources: readonly string[] = APP_SOURCES): NewestSource | null {
  let newest: NewestSource | null = null;
  const visit = (relative: string): void => {
    const full = path.join(root, relative);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      let entries: Dirent[];
      try {
        entries = readdirSync(full, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(path.join(relative, entry.name));
      return;
    }
    if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file: relative, mtimeMs: stat.mtimeMs };
  };
  for (const source of sources) visit(source);
  return newest;
}

/**
 * Why `what` (the browser app, the server) must be built before the server starts, in one line, or
 * null when the build is current: none yet, or a source newer than the build (its time is that of a
 * file the build writes last).
 */
export function buildReason(builtAtMs: number | null, newest: NewestSource | null, what = 'the browser app'): string | null {
  if (builtAtMs === null) return `Building ${what} (first start)…`;
  if (newest && newest.mtimeMs > builtAtMs) return `Rebuilding ${what}: ${newest.file.split(path.sep).join('/')} changed since the last build…`;
  return null;
}
