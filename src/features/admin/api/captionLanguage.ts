import type { Locale } from '../../../i18n/i18n';

/**
 * The language to ask for the ontology's captions (labels) in: the interface's, and Russian —
 * the ontology's own — for anything else i18next may report.
 */
export function captionLanguage(language: string): Locale {
  return language === 'en' ? 'en' : 'ru';
}
