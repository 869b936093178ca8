import type { HistoryEntry } from '../../../../realtime/protocol/ontology/history';

/** Names by id, to show links (and classes) by name. */
export type NameLookup = Readonly<Record<string, string>>;

const isLangText = (v: unknown): v is { lang: string; text: string } =>
  typeof v === 'object' && v !== null && typeof (v as { lang?: unknown }).lang === 'string' && typeof (v as { text?: unknown }).text === 'string';

/** One stored value as a person reads it: a link by its target's name, a label with its language. */
export function valueText(value: unknown, link: boolean, names: NameLookup): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((v) => valueText(v, link, names)).join(', ');
  if (isLangText(value)) return `${value.text} (${value.lang})`;
  if (typeof value === 'string') return link ? (names[value] ?? value) : value;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return JSON.stringify(value);
}

/** What a change did, as before and after texts (new: the created name and class; del: the deleted name). */
export function changeTexts(entry: HistoryEntry, names: NameLookup): { before: string; after: string } {
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
  return { before: valueText(entry.before, entry.propIsLink, names), after: valueText(entry.after, entry.propIsLink, names) };
}
