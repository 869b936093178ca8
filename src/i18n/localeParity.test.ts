import { describe, expect, it } from 'vitest';
import ru from './locales/ru.json';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

const parts = import.meta.glob<Tree>('./locales/parts/*.json', { eager: true, import: 'default' });

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
// plural forms differ between languages (Russian has one/few/many); compare the words themselves
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const pairs: Array<[string, Tree, Tree]> = [['main', ru as Tree, en as Tree]];
for (const [file, tree] of Object.entries(parts)) {
  if (!file.endsWith('.ru.json')) continue;
  const english = parts[file.replace('.ru.json', '.en.json')];
  pairs.push([file, tree, english ?? {}]);
}

describe('Russian and English have the same strings', () => {
  it('every Russian part has an English twin', () => {
    const names = Object.keys(parts);
    expect(names.filter((f) => f.endsWith('.ru.json')).length).toBe(names.filter((f) => f.endsWith('.en.json')).length);
    expect(pairs.length).toBeGreaterThan(5);
  });

  it.each(pairs)('%s', (_name, ruTree, enTree) => {
    const ruKeys = new Set(keys(ruTree).map(base));
    const enKeys = new Set(keys(enTree).map(base));
    expect([...ruKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !ruKeys.has(k))).toEqual([]);
  });

  it('Russian counted strings have all three plural forms', () => {
    for (const [name, ruTree] of pairs) {
      const all = keys(ruTree);
      for (const key of all.filter((k) => k.endsWith('_one'))) {
        const stem = key.slice(0, -4);
        expect(all, `${name}: ${stem}`).toEqual(expect.arrayContaining([`${stem}_few`, `${stem}_many`]));
      }
    }
  });
});
