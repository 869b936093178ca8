/** A text in one language, as multiString values hold it. */
export type LangText = { lang: string; text: string };

const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * Our language codes are two lowercase letters: 'en-GB' → 'en'. A literal without a language
 * (or with one we cannot hold, like 'ast') is Russian when it is written in Cyrillic, else English:
 * OWL files without language tags are almost always English, and a Russian one is told by its letters.
 */
export function languageOf(tag: string, text: string): string {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  if (/^[a-z]{2}$/.test(primary)) return primary;
  return CYRILLIC.test(text) ? 'ru' : 'en';
}
