import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildReport, type ReportItem, type SourceInfo, type SourceState } from '../../../model/reports/reportModel';
import { parseTemplate, type ParsedTemplate } from '../../../model/reports/templateSyntax';
import type { SourceSettings } from '../../../realtime/protocol/reports';
import { useSourceStates } from './useSourceStates';

/** What a report draws from: its sources in order, their settings, its template. */
export type ReportDraft = { source: readonly string[]; ssData: Readonly<Record<string, SourceSettings>>; template: string };

/** The sources by alias, a source without settings called by a free `sN` (as the server will). */
export function sourceInfos(draft: Pick<ReportDraft, 'source' | 'ssData'>): Map<string, SourceInfo> {
  const taken = new Set(Object.values(draft.ssData).map((s) => s.alias));
  const infos = new Map<string, SourceInfo>();
  let next = 1;
  for (const searchId of draft.source) {
    const s = draft.ssData[searchId];
    let alias = s?.alias;
    if (!alias) {
      while (taken.has(`s${next}`)) next++;
      alias = `s${next}`;
      taken.add(alias);
    }
    infos.set(alias, { searchId, alias, name: s?.name ?? '', limit: s?.limit ?? 50, columns: s?.columns ?? [] });
  }
  return infos;
}

/**
 * A report's items from live answers: the template parsed against the sources' aliases, each source
 * read through its saved search (and re-read when the hub tells of a change it may show).
 */
export function useReportItems(draft: ReportDraft | null): { items: ReportItem[]; parsed: ParsedTemplate; infos: Map<string, SourceInfo>; states: ReadonlyMap<string, SourceState> } {
  const { t } = useTranslation();
  const infos = useMemo(() => sourceInfos(draft ?? { source: [], ssData: {} }), [draft?.source, draft?.ssData]);
  const parsed = useMemo(() => parseTemplate(draft?.template ?? '', [...infos.keys()]), [draft?.template, infos]);
  const bySearch = useSourceStates(draft?.source ?? []);
  const states = useMemo(() => new Map([...infos.values()].flatMap((info) => { const s = bySearch.get(info.searchId); return s ? [[info.alias, s] as const] : []; })), [infos, bySearch]);
  const words = useMemo(() => ({ yes: t('reports.yes'), no: t('reports.no') }), [t]);
  const items = useMemo(() => buildReport(parsed, infos, states, words), [parsed, infos, states, words]);
  return { items, parsed, infos, states };
}
