import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReason, newestSource } from './buildFreshness';

describe('buildReason', () => {
  const cases: Array<[string, number | null, { file: string; mtimeMs: number } | null, string | null]> = [
    ['no build yet', null, { file: 'src/a.ts', mtimeMs: 5 }, 'Building the browser app (first start)…'],
    ['a source newer than the build', 10, { file: 'src/i18n/locales/parts/home.ru.json', mtimeMs: 11 }, 'Rebuilding the browser app: src/i18n/locales/parts/home.ru.json changed since the last build…'],
    ['the build is newer than every source', 10, { file: 'src/a.ts', mtimeMs: 9 }, null],
    ['the same moment is current', 10, { file: 'src/a.ts', mtimeMs: 10 }, null],
    ['no sources at all', 10, null, null],
  ];
  it.each(cases)('%s', (_name, builtAt, newest, reason) => {
    expect(buildReason(builtAt, newest)).toBe(reason);
  });
  it('names what it builds', () => {
    expect(buildReason(null, null, 'the server')).toBe('Building the server (first start)…');
    expect(buildReason(10, { file: 'collab-server/main.ts', mtimeMs: 11 }, 'the server')).toBe('Rebuilding the server: collab-server/main.ts changed since the last build…');
  });
});

describe('newestSource', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ontoweave-fresh-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const touch = (file: string, seconds: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
    utimesSync(path.join(root, file), seconds, seconds);
  };

  it('finds the latest file in nested folders and single files, skipping node_modules and dot folders', () => {
    touch('src/app/main.tsx', 1_000);
    touch('src/i18n/locales/parts/home.ru.json', 3_000);
    touch('index.html', 2_000);
    touch('src/node_modules/x.js', 9_000);
    touch('src/.cache/y.js', 9_000);
    touch('dist/index.html', 9_000);
    expect(newestSource(root, ['src', 'index.html', 'missing'])).toEqual({ file: path.join('src', 'i18n', 'locales', 'parts', 'home.ru.json'), mtimeMs: 3_000_000 });
    touch('vite.config.ts', 4_000);
    expect(newestSource(root, ['src', 'index.html', 'vite.config.ts'])?.file).toBe('vite.config.ts');
  });
});
