import { aggregateCells, cellText, figureText, seriesByLabel, type ReportCell } from './reportFigures';
import type { ChartKind, InlinePlaceholder, ParsedTemplate } from './templateSyntax';
import type { Point } from './chartGeometry';

/**
 * What a report shows, from its parsed template and its sources' answers: Markdown with the
 * figures filled in, tables, chart series, and in place of a source that cannot be read the
 * message that says so. The view (HTML, print, Word) only draws these items.
 */

/** `numeric`: the column holds numbers (tables align them right). */
export type SourceColumn = { code: string; name: string; numeric?: boolean };
export type SourceState =
  | { state: 'ready'; columns: SourceColumn[]; rows: Array<Record<string, ReportCell>>; total: number; complete: boolean }
  | { state: 'loading' }
  | { state: 'denied' }
  | { state: 'failed'; message: string };

/** A source of the report as its settings say (ssData) with the search id it stands for. */
export type SourceInfo = { searchId: string; alias: string; name: string; limit: number; columns: readonly string[] };

export type ReportItem =
  | { kind: 'markdown'; text: string }
  | { kind: 'table'; alias: string; headers: string[]; numeric: boolean[]; rows: string[][]; total: number; shown: number }
  | { kind: 'chart'; alias: string; chart: ChartKind; labelName: string; valueName: string; points: Point[] }
  | { kind: 'unavailable'; alias: string; searchId: string; name: string }
  | { kind: 'loading'; alias: string }
  | { kind: 'failed'; alias: string; message: string }
  | { kind: 'missingColumn'; alias: string; column: string; name: string };

// characters Markdown would read as markup in a figure (a name with underscores, a list of links)
const escapeMarkdown = (text: string): string => text.replace(/[\\`*_[\]{}<>#|~]/g, (c) => `\\${c}`);

const columnOf = (source: SourceState & { state: 'ready' }, code: string): SourceColumn | undefined => source.columns.find((c) => c.code === code);

function inlineText(p: InlinePlaceholder, source: SourceState | undefined): string {
  if (!source || source.state === 'denied' || source.state === 'failed') return '—';
  if (source.state === 'loading') return '…';
  if (p.kind === 'total') return figureText(source.total);
  if (!columnOf(source, p.column)) return '—';
  return figureText(aggregateCells(source.rows.map((r) => r[p.column] ?? null), p.agg));
}

/** An item for a block whose source gives no rows (yet): null when the source is ready. */
function notReady(alias: string, info: SourceInfo | undefined, source: SourceState | undefined): ReportItem | null {
  if (!info) return { kind: 'failed', alias, message: '' };
  if (!source || source.state === 'loading') return { kind: 'loading', alias };
  if (source.state === 'denied') return { kind: 'unavailable', alias, searchId: info.searchId, name: info.name };
  if (source.state === 'failed') return { kind: 'failed', alias, message: source.message };
  return null;
}

export function buildReport(parsed: ParsedTemplate, sources: ReadonlyMap<string, SourceInfo>, states: ReadonlyMap<string, SourceState>, words?: { yes: string; no: string }): ReportItem[] {
  const items: ReportItem[] = [];
  // a source nobody may read says so once, where it is first used
  const toldUnavailable = new Set<string>();
  const tellUnavailable = (alias: string) => {
    const info = sources.get(alias);
    if (!info || states.get(alias)?.state !== 'denied' || toldUnavailable.has(alias)) return;
    toldUnavailable.add(alias);
    items.push({ kind: 'unavailable', alias, searchId: info.searchId, name: info.name });
  };

  for (const part of parsed.parts) {
    if (part.kind === 'text') {
      const text = part.pieces.map((p) => (typeof p === 'string' ? p : escapeMarkdown(inlineText(p, states.get(p.alias))))).join('');
      items.push({ kind: 'markdown', text });
      for (const p of part.pieces) if (typeof p !== 'string') tellUnavailable(p.alias);
      continue;
    }
    const info = sources.get(part.alias);
    const source = states.get(part.alias);
    const waiting = notReady(part.alias, info, source);
    if (waiting?.kind === 'unavailable') {
      if (!toldUnavailable.has(part.alias)) items.push(waiting);
      toldUnavailable.add(part.alias);
      continue;
    }
    if (waiting || !info || source?.state !== 'ready') {
      if (waiting) items.push(waiting);
      continue;
    }
    if (part.kind === 'table') {
      const wanted = info.columns.length ? info.columns : source.columns.map((c) => c.code);
      const missing = wanted.find((code) => !columnOf(source, code));
      if (missing) {
        items.push({ kind: 'missingColumn', alias: part.alias, column: missing, name: info.name });
        continue;
      }
      const columns = wanted.map((code) => columnOf(source, code) as SourceColumn);
      const rows = source.rows.slice(0, info.limit).map((row) => columns.map((c) => cellText(row[c.code] ?? null, words)));
      items.push({ kind: 'table', alias: part.alias, headers: columns.map((c) => c.name), numeric: columns.map((c) => c.numeric === true), rows, total: source.total, shown: rows.length });
      continue;
    }
    const label = columnOf(source, part.label);
    const value = columnOf(source, part.value);
    if (!label || !value) {
      items.push({ kind: 'missingColumn', alias: part.alias, column: label ? part.value : part.label, name: info.name });
      continue;
    }
    items.push({ kind: 'chart', alias: part.alias, chart: part.chart, labelName: label.name, valueName: value.name, points: seriesByLabel(source.rows, label.code, value.code) });
  }
  return items;
}
