/**
 * What the interface calls an entity — a class, a property, an individual, an ontology map: its
 * label in the interface language, else its name, else a label in any other language. The name
 * comes before a foreign label because people name things in their own language and add labels
 * for the other one: a property named «Дата основания» with only an English label reads as
 * «Дата основания» in the Russian interface and as "Foundation date" in the English one. Browser
 * and server (get_form captions, history, messages) both choose through this one function, so a
 * thing never has two names on two screens.
 */

/** Texts by language code ('ru', 'en'; '' for a label stored without a language). */
export type LabelTexts = Readonly<Partial<Record<string, string | null | undefined>>>;

export type Labelled = { name?: string | null; labels?: LabelTexts | null };

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The primary language of a locale tag ('ru-RU' → 'ru'); the labels are keyed by it. */
export const primaryLanguage = (locale: string): string => locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The label in `lang`, else the name, else the first other label; '' when the entity has none of them. */
export function entityLabel(entity: Labelled | null | undefined, lang: string): string {
  if (!entity) return '';
  const labels = entity.labels ?? {};
  const own = labels[primaryLanguage(lang)];
  if (present(own)) return own.trim();
  if (present(entity.name)) return entity.name.trim();
  const other = Object.values(labels).find(present);
  return other ? other.trim() : '';
}
