import { describe, expect, it } from 'vitest';
import ru from '../../i18n/locales/parts/admin.ru.json';
import en from '../../i18n/locales/parts/admin.en.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

const PLURAL = /_(one|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

describe('admin locale strings', () => {
  const ruKeys = keys(ru);
  const enKeys = keys(en);

  it('Russian and English name the same strings', () => {
    expect([...new Set(ruKeys.map(base))].sort()).toEqual([...new Set(enKeys.map(base))].sort());
  });

  it('Russian plurals have one, few, many and other; English one and other', () => {
    for (const key of new Set(ruKeys.filter((k) => PLURAL.test(k)).map(base))) {
      for (const form of ['one', 'few', 'many', 'other']) expect(ruKeys, key).toContain(`${key}_${form}`);
      for (const form of ['one', 'other']) expect(enKeys, key).toContain(`${key}_${form}`);
    }
  });

  it('the same placeholders in both languages', () => {
    const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
    const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
    const enByKey = new Map(flat(en).map(([k, v]) => [base(k), v]));
    for (const [key, text] of flat(ru)) expect(placeholders(enByKey.get(base(key)) ?? ''), key).toEqual(placeholders(text));
  });
});
