import type { HistoryEntry } from '../../../../realtime/protocol/ontology/history';
import { formatDate, formatDateTime } from '../../../i18n/format';

/** Names by id, to show links (and classes) by name. */
export type NameLookup = Readonly<Record<string, string>>;

const isLangText = (v: unknown): v is { lang: string; text: string } =>
  typeof v === 'object' && v !== null && typeof (v as { lang?: unknown }).lang === 'string' && typeof (v as { text?: unknown }).text === 'string';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored text as shown: days and moments as DD.MM.YYYY (platform spec §1), anything else as it is. */
const plainText = (text: string): string => (ISO_DAY.test(text) ? formatDate(text) : ISO_MOMENT.test(text) ? formatDateTime(text) || text : text);

/** Settings kept as JSON text (a map's layout, a graph's settings): read by machines, not by people. */
const looksStructured = (text: string): boolean => /^\s*[{[]/.test(text) && /[}\]]\s*$/.test(text);

/**
 * One stored value as a person reads it: a link by its target's name, a label with its language,
 * structured settings (JSON) as `structured` rather than their code.
 */
export function valueText(value: unknown, link: boolean, names: NameLookup, structured = '…'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((v) => valueText(v, link, names, structured)).join(', ');
  if (isLangText(value)) return `${value.text} (${value.lang})`;
  if (typeof value === 'string') return link ? (names[value] ?? value) : looksStructured(value) ? structured : plainText(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return structured;
}

/** What a change did, as before and after texts (new: the created name and class; del: the deleted name). */
export function changeTexts(entry: HistoryEntry, names: NameLookup, structured = '…'): { before: string; after: string } {
  if (entry.op === 'new') {
    const after = entry.after as { class?: string; name?: string } | null;
    const cls = after?.class ? (names[after.class] ?? after.class) : '';
    return { before: '—', after: cls ? `${after?.name ?? ''} (${cls})` : (after?.name ?? '—') };
  }
  if (entry.op === 'del') {
    const before = entry.before as { name?: string; classes?: string[] } | null;
    const classes = (before?.classes ?? []).map((c) => names[c] ?? c).join(', ');
    return { before: classes ? `${before?.name ?? ''} (${classes})` : (before?.name ?? '—'), after: '—' };
  }
  return { before: valueText(entry.before, entry.propIsLink, names, structured), after: valueText(entry.after, entry.propIsLink, names, structured) };
}
