import type { DocumentElement, ElementKind, ElementSettings } from './elementModel';

/**
 * Settings defaults per element kind (domain spec §3.10) and reading stored settings JSON (§5:
 * unparsable settings fall back to the defaults and log an error).
 */

export type TableBorder = { type: 'all' | 'outer' | 'inner' | 'horizontal' | 'none'; size: number };
export type TableSettings = { showTitle: boolean; isMaxWidth: boolean; border: TableBorder; showHeaders: boolean; showInTableList: boolean };
/** width.value -1 means "as wide as the content needs". */
export type TableColumnSettings = { textAlign: 'left' | 'center' | 'right'; width: { type: 'px' | 'percent'; value: number } };
export type TableCellSettings = { rowspan: string; colspan: string };
export type ColumnSettings = { growRatio: number; shrinkRatio: number };
/** width is in percent of the page and applies when autoSize is off. */
export type ImageSettings = { autoSize: boolean; width: number; align: 'left' | 'center' | 'right'; showInIllustrationList: boolean };
export type IllustrationSettings = { imageSettings: ImageSettings };
export type AlphabetIndexSettings = { showShortLocationName: boolean };

const DEFAULTS: Partial<Record<ElementKind, () => ElementSettings>> = {
  Table: (): TableSettings => ({ showTitle: true, isMaxWidth: false, border: { type: 'all', size: 1 }, showHeaders: true, showInTableList: true }),
  TableColumn: (): TableColumnSettings => ({ textAlign: 'left', width: { type: 'px', value: -1 } }),
  TableCell: (): TableCellSettings => ({ rowspan: '1', colspan: '1' }),
  Column: (): ColumnSettings => ({ growRatio: 1, shrinkRatio: 1 }),
  Illustration: (): IllustrationSettings => ({ imageSettings: { autoSize: true, width: 100, align: 'center', showInIllustrationList: true } }),
  // A short location is the section number ("2.1") rather than its whole title.
  AlphabetIndex: (): AlphabetIndexSettings => ({ showShortLocationName: false }),
};

/** A fresh copy of the kind's default settings ({} for kinds without settings). */
export const defaultSettings = (kind: ElementKind): ElementSettings => DEFAULTS[kind]?.() ?? {};

/** A new, empty element of the kind with its default settings. */
export function newElement(kind: ElementKind, innerId: string, author?: string): DocumentElement {
  const element: DocumentElement = { innerId, kind, title: '', content: '', settings: defaultSettings(kind) };
  if (author) element.author = author;
  return element;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `stored` over `defaults`, nested objects merged too, so settings saved before a default existed get it. */
export function withDefaults(defaults: ElementSettings, stored: ElementSettings): ElementSettings {
  const merged: ElementSettings = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = defaults[key];
    merged[key] = isPlainObject(fallback) && isPlainObject(value) ? withDefaults(fallback, value) : value;
  }
  return merged;
}

export type ErrorLog = (message: string, error?: unknown) => void;

/** Stored settings JSON of an element, completed with the kind's defaults; defaults when unreadable. */
export function parseSettings(json: string, kind: ElementKind, log: ErrorLog = (message, error) => console.error(message, error)): ElementSettings {
  if (json.trim() === '') return defaultSettings(kind);
  try {
    const parsed: unknown = JSON.parse(json);
    if (isPlainObject(parsed)) return withDefaults(defaultSettings(kind), parsed);
    log(`Настройки элемента «${kind}» не являются объектом JSON; использованы настройки по умолчанию`);
  } catch (error) {
    log(`Не удалось разобрать настройки элемента «${kind}»; использованы настройки по умолчанию`, error);
  }
  return defaultSettings(kind);
}
