import type { DataType } from '../../realtime/protocol/metaModel';

/** A text in one language, as multiString values hold it. */
export type LangText = { lang: string; text: string };

/** A value as set_data writes it (a text by language, a number, a flag, a date as ISO text, a reference id). */
export type StoredScalar = string | number | boolean | LangText;

const CYRILLIC = /[\u0400-\u04FF]/;
export const TEXT_MAX = 100_000;

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

/** A literal as our value type takes it; null when it does not fit (the value is left out rather than failing the file). */
export function literalValue(type: DataType, literal: string, lang: string): StoredScalar | null {
  const text = literal.trim();
  switch (type) {
    case 'int':
      return /^[+-]?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
    case 'float':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
    case 'bool':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
    case 'dateTime':
      return Number.isNaN(Date.parse(text)) ? null : new Date(text).toISOString();
    case 'multiString':
      return { lang: /^[a-z]{2}$/.test(lang) ? lang : 'en', text: literal.slice(0, TEXT_MAX) };
    default:
      return literal.slice(0, TEXT_MAX);
  }
}

/** One text for a stored value, the same whether it comes from a file being imported or from the store. */
export function storedValueText(v: StoredScalar): string {
  if (typeof v === 'object') return `${v.lang}:${v.text}`;
  return String(v);
}
