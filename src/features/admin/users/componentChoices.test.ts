import { describe, expect, it } from 'vitest';
import ru from '../../../i18n/locales/parts/admin.ru.json';
import en from '../../../i18n/locales/parts/admin.en.json';
import { componentNameKey, HIDEABLE_COMPONENTS } from './componentChoices';

// the shell's own code: every name it asks useIsHidden about
const shellSources = import.meta.glob<string>('../../../shell/**/*.tsx', { query: '?raw', import: 'default', eager: true });

function askedNames(): string[] {
  const names = new Set<string>();
  for (const [file, text] of Object.entries(shellSources)) {
    if (file.includes('.test.')) continue;
    for (const m of text.matchAll(/isHidden\('([\w.]+)'\)/g)) names.add(m[1]!);
    // the main menu asks through show(name) → isHidden(`mainMenu.${name}`)
    if (text.includes('isHidden(`mainMenu.${name}`)')) for (const m of text.matchAll(/show\('(\w+)'\)/g)) names.add(`mainMenu.${m[1]}`);
  }
  return [...names].sort();
}

const text = (part: Record<string, unknown>, key: string | null): unknown => (key === null ? null : key.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], part));

describe('hideable parts of the shell', () => {
  it('lists every part the shell lets hide, and nothing else', () => {
    const asked = askedNames();
    expect(asked.length).toBeGreaterThan(5);
    expect([...HIDEABLE_COMPONENTS].sort()).toEqual(asked);
  });
  it('names each in both languages', () => {
    for (const key of HIDEABLE_COMPONENTS) {
      expect(text(ru, componentNameKey(key)), key).toEqual(expect.any(String));
      expect(text(en, componentNameKey(key)), key).toEqual(expect.any(String));
    }
  });
  it('an unknown entry has no name of ours', () => expect(componentNameKey('sidebarWidget')).toBeNull());
});
