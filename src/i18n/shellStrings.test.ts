import { describe, expect, it } from 'vitest';
import i18nSource from './i18n.ts?raw';
import { SHELL_PARTS } from './i18n';
import shellRu from './shellStrings/ru';
import shellEn from './shellStrings/en';
import ru from './locales/ru.json';
import en from './locales/en.json';

const parts = import.meta.glob<object>('./locales/parts/*.json', { eager: true, import: 'default' });

describe('the shell strings of one language (one file for the first screen)', () => {
  it.each([
    ['ru', shellRu, ru],
    ['en', shellEn, en],
  ] as const)('%s holds the main strings and every shell part under its name, as in its file', (lng, shell, main) => {
    expect(Object.keys(shell).sort()).toEqual([...Object.keys(main), ...SHELL_PARTS].sort());
    for (const [key, tree] of Object.entries(main)) expect(shell[key as keyof typeof shell]).toEqual(tree);
    for (const part of SHELL_PARTS) expect(shell[part as keyof typeof shell]).toEqual(parts[`./locales/parts/${part}.${lng}.json`]);
  });

  it("leaves the shell's parts out of the glob of parts loaded one by one (else each is a chunk of its own again)", () => {
    const excluded = /'!\.\/locales\/parts\/\{([^}]*)\}\.\*\.json'/.exec(i18nSource)?.[1]?.split(',');
    expect(excluded?.sort()).toEqual([...SHELL_PARTS].sort());
  });
});
