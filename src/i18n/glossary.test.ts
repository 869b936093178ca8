import { describe, expect, it } from 'vitest';
import { DATA_TYPES, META_CLASS } from '../../realtime/protocol/metaModel';
import ruMain from './locales/ru.json';
import enMain from './locales/en.json';
import termsRu from './locales/parts/terms.ru.json';
import termsEn from './locales/parts/terms.en.json';

// One word per idea on every screen: the glossary (locales/parts/terms.*.json) names the ontology's
// things, and no string anywhere calls them by a competing name. A synonym slipping into a new
// string fails here, in whichever area it was written.

type Tree = { [key: string]: string | Tree };
const parts = import.meta.glob<Tree>('./locales/parts/*.json', { eager: true, import: 'default' });

function flat(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
}

/** Every string of a language, keyed as i18next resolves it (an area's part under the area's name). */
function strings(lang: 'ru' | 'en'): Array<[string, string]> {
  const main = flat((lang === 'ru' ? ruMain : enMain) as Tree);
  const areas = Object.entries(parts)
    .filter(([file]) => file.endsWith(`.${lang}.json`))
    .flatMap(([file, tree]) => flat(tree, `${/parts\/(\w+)\./.exec(file)?.[1] ?? ''}.`));
  return [...main, ...areas];
}

// a whole word start: Russian has no \b for Cyrillic
const word = (stem: string): RegExp => new RegExp(`(?<![\\p{L}])${stem}`, 'iu');

/** The glossary's term, and the names that compete with it. */
const BANNED: Record<'ru' | 'en', Array<{ term: string; banned: RegExp[] }>> = {
  ru: [
    { term: 'map', banned: [word('онтологическ\\S* карт'), word('карт\\S* онтологическ')] },
    { term: 'scalarProperty', banned: [word('свойств\\S*-данн'), word('свойств\\S* данных'), word('свойств\\S*-значени'), word('атрибут')] },
    { term: 'objectProperty', banned: [word('свойств\\S*-связ'), word('реляционн')] },
    { term: 'instance', banned: [word('индивид')] },
    { term: 'label', banned: [word('метк')] },
    { term: 'domain', banned: [word('домен')] },
    { term: 'range', banned: [word('диапазон значений'), word('кодомен')] },
  ],
  en: [
    { term: 'map', banned: [/\bontological maps?\b/i] },
    { term: 'scalarProperty', banned: [/\bdata(type)? propert/i] },
    { term: 'instance', banned: [/\bindividuals?\b/i] },
    { term: 'range', banned: [/\bcodomain\b/i, /\bvalue range\b/i] },
  ],
};

/** The words a person reads: placeholders ({{individuals}}) and nestings ($t(…)) are code. */
const shownWords = (text: string): string => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\$t\([^)]*\)/g, ' ');

const nested = (text: string): string[] => [...text.matchAll(/\$t\(([\w.]+)\)/g)].map((m) => m[1] ?? '');

describe('the glossary of interface terms', () => {
  it.each(['ru', 'en'] as const)('%s: no string uses a competing name for a term', (lang) => {
    const all = strings(lang);
    const offences = BANNED[lang].flatMap(({ term, banned }) =>
      all.flatMap(([key, text]) => banned.filter((re) => re.test(shownWords(text))).map(() => `${key}: «${text}» — use terms.${term}`)),
    );
    expect(offences).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('%s: every nested term exists', (lang) => {
    const keys = new Set(strings(lang).map(([key]) => key));
    const missing = strings(lang).flatMap(([key, text]) => nested(text).filter((ref) => !keys.has(ref)).map((ref) => `${key} → ${ref}`));
    expect(missing).toEqual([]);
  });

  it('names every value type and every meta-class, in both languages', () => {
    for (const terms of [termsRu, termsEn]) {
      expect(Object.keys(terms.dataTypes)).toEqual(expect.arrayContaining([...DATA_TYPES]));
      expect(Object.keys(terms.metaClasses).sort()).toEqual(Object.keys(META_CLASS).sort());
    }
  });

  it('the banned names are really caught (the test can fail)', () => {
    const caught = (lang: 'ru' | 'en', text: string) => BANNED[lang].some(({ banned }) => banned.some((re) => re.test(text)));
    expect(caught('ru', 'Онтологические карты')).toBe(true);
    expect(caught('ru', 'Свойства-данные')).toBe(true);
    expect(caught('ru', 'Метка (рус.)')).toBe(true);
    expect(caught('ru', 'Заметки')).toBe(false);
    expect(caught('ru', 'Домен')).toBe(true);
    expect(caught('en', 'Individuals')).toBe(true);
    expect(caught('en', 'Data properties')).toBe(true);
    expect(caught('en', 'Instances')).toBe(false);
  });
});
