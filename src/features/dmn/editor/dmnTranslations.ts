import i18next from 'i18next';

type Replacements = Record<string, string | number>;
type Translate = (template: string, replacements?: Replacements) => string;

/** dmn-js's translate function over a dictionary keyed by its English text ({name} placeholders filled in). */
export function dmnTranslator(dictionary: Record<string, string>): Translate {
  return (template, replacements = {}) =>
    (Object.hasOwn(dictionary, template) ? (dictionary[template] ?? template) : template).replace(/{([^}]+)}/g, (whole, key: string) => (key in replacements ? String(replacements[key]) : whole));
}

/**
 * dmn-js's own words (buttons, menus, column headings, hit policies, type names) in the user's
 * language: a `translate` service module for its views, reading the dmn.dmnJs strings. English needs none.
 */
export function dmnTranslations(language: string): { translate: ['value', Translate] } | null {
  if (language === 'en') return null;
  const words = i18next.t('dmn.dmnJs', { returnObjects: true, lng: language }) as unknown;
  return { translate: ['value', dmnTranslator(words && typeof words === 'object' ? (words as Record<string, string>) : {})] };
}
