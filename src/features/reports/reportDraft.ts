import { ALIAS_RE, sourceSettingsSchema, type Report, type SaveReport, type SourceSettings } from '../../../realtime/protocol/reports';

/** What the designer edits: the report as it will be saved. */
export type Draft = SaveReport;

export const draftOf = (report: Report): Draft => ({ name: report.name, annotation: report.annotation, source: report.source, template: report.template, ssData: report.ssData });

/** A free alias for a new source: the search's code when it can be one, else `sN`. */
export function freeAlias(taken: ReadonlySet<string>, code: string): string {
  if (ALIAS_RE.test(code) && !taken.has(code)) return code;
  let n = 1;
  while (taken.has(`s${n}`)) n++;
  return `s${n}`;
}

export function addSource(draft: Draft, search: { id: string; code: string; name: string }): Draft {
  if (draft.source.includes(search.id)) return draft;
  const alias = freeAlias(new Set(Object.values(draft.ssData).map((s) => s.alias)), search.code);
  const settings: SourceSettings = sourceSettingsSchema.parse({ alias, name: search.name });
  return { ...draft, source: [...draft.source, search.id], ssData: { ...draft.ssData, [search.id]: settings } };
}

export function removeSource(draft: Draft, searchId: string): Draft {
  const ssData = { ...draft.ssData };
  delete ssData[searchId];
  return { ...draft, source: draft.source.filter((id) => id !== searchId), ssData };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames a source's alias, and its placeholders in the template with it. */
export function renameAlias(draft: Draft, searchId: string, alias: string): Draft {
  const settings = draft.ssData[searchId];
  if (!settings) return draft;
  const before = settings.alias;
  const template = ALIAS_RE.test(alias) && ALIAS_RE.test(before) ? draft.template.replace(new RegExp(`(\\{\\{\\s*(?:table|chart|value|total)\\s*:\\s*)${escapeRe(before)}(?=\\s*[:}])`, 'g'), `$1${alias}`) : draft.template;
  return { ...draft, template, ssData: { ...draft.ssData, [searchId]: { ...settings, alias } } };
}

export function changeSource(draft: Draft, searchId: string, change: Partial<Pick<SourceSettings, 'limit' | 'columns'>>): Draft {
  const settings = draft.ssData[searchId];
  return settings ? { ...draft, ssData: { ...draft.ssData, [searchId]: { ...settings, ...change } } } : draft;
}

/** The template with `text` put at the cursor; a block goes on a line of its own. */
export function insertAt(template: string, at: number, text: string, block: boolean): { template: string; cursor: number } {
  const before = template.slice(0, at);
  const after = template.slice(at);
  const lead = block && before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : '';
  const tail = block ? (after.startsWith('\n') ? '\n' : '\n\n') : '';
  const inserted = `${lead}${text}${tail}`;
  return { template: before + inserted + after, cursor: before.length + inserted.length };
}
