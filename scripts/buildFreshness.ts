import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** What the browser app is built from: a change to any of these means the built app is stale. */
export const APP_SOURCES = ['src', 'realtime', 'model', 'public', 'index.html', 'vite.config.ts', 'scripts/build', 'package.json', 'package-lock.json'] as const;

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
 * Why the app must be built before the server starts, in one line, or null when the build is
 * current: none yet, or a source newer than the built index.html (written last by a build).
 */
export function buildReason(builtAtMs: number | null, newest: NewestSource | null): string | null {
  if (builtAtMs === null) return 'Building the browser app (first start)…';
  if (newest && newest.mtimeMs > builtAtMs) return `Rebuilding the browser app: ${newest.file.split(path.sep).join('/')} changed since the last build…`;
  return null;
}
