import { describe, expect, it } from 'vitest';

// Every locale part a screen names (withLocaleParts, loadLocaleParts, lazyComponent's parts) has its
// files in both languages: a feature adds its part by adding them, with no list to edit elsewhere.
const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.test.ts', '!/src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const partFiles = new Set(Object.keys(import.meta.glob('./locales/parts/*.json')).map((file) => file.replace('./locales/parts/', '')));

const NAMED = /(?:withLocaleParts|loadLocaleParts)\(\s*\[([^\]]*)\]|lazyComponent\([^;]*?,\s*'[A-Za-z]+'\s*,\s*\[([^\]]*)\]/g;
const used = new Map<string, string>();
for (const [file, text] of Object.entries(sources)) {
  for (const match of text.matchAll(NAMED)) {
    for (const name of (match[1] ?? match[2] ?? '').matchAll(/'([^']+)'/g)) used.set(name[1] as string, file);
  }
}

describe('locale parts', () => {
  it('are named by the screens (the check reads them)', () => {
    expect(used.size).toBeGreaterThan(15);
  });

  it.each([...used])('%s (named in %s) has its strings in Russian and English', (part) => {
    expect(partFiles.has(`${part}.ru.json`) && partFiles.has(`${part}.en.json`)).toBe(true);
  });
});
