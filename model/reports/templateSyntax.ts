/**
 * The report template (domain spec §3.9): Markdown text with placeholders bound to the report's
 * sources (saved semantic searches), each called by its alias:
 *
 *   {{table:ALIAS}}                              the source's rows as a table (block)
 *   {{chart:ALIAS:LABEL:VALUE:bar|line|pie}}     VALUE summed per LABEL, drawn as a chart (block)
 *   {{value:ALIAS:COLUMN:AGGREGATION}}           one figure over the whole result (inline)
 *   {{total:ALIAS}}                              how many rows the source answers (inline)
 *
 * LABEL, VALUE and COLUMN are column codes of the search. A block placeholder splits the text
 * around it; inline ones stay inside their paragraph. Pure: shared by the designer, the viewer
 * and the server (which refuses to save a template with a malformed placeholder).
 */

export const REPORT_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'count', 'countUnique', 'list', 'listUnique'] as const;
export type ReportAggregation = (typeof REPORT_AGGREGATIONS)[number];
export const CHART_KINDS = ['bar', 'line', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export const PLACEHOLDER_KINDS = ['table', 'chart', 'value', 'total'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

const NAME_RE = /^[A-Za-z0-9_]{1,60}$/;

export type TablePlaceholder = { kind: 'table'; alias: string; source: string };
export type ChartPlaceholder = { kind: 'chart'; alias: string; label: string; value: string; chart: ChartKind; source: string };
export type ValuePlaceholder = { kind: 'value'; alias: string; column: string; agg: ReportAggregation; source: string };
export type TotalPlaceholder = { kind: 'total'; alias: string; source: string };
export type InlinePlaceholder = ValuePlaceholder | TotalPlaceholder;
export type BlockPlaceholder = TablePlaceholder | ChartPlaceholder;
export type Placeholder = InlinePlaceholder | BlockPlaceholder;

/** A piece of the template: Markdown with inline placeholders, or a block. */
export type TemplatePart = { kind: 'text'; pieces: Array<string | InlinePlaceholder> } | BlockPlaceholder;

/** Why a placeholder is refused; `params` fill the message (client: i18n, server: reportMessages). */
export type TemplateProblemCode = 'unclosed' | 'empty' | 'unknownKind' | 'arity' | 'badAlias' | 'badColumn' | 'badAggregation' | 'badChart' | 'unknownSource';
export type TemplateProblem = { code: TemplateProblemCode; placeholder: string; line: number; params: Record<string, string> };

export type ParsedTemplate = { parts: TemplatePart[]; problems: TemplateProblem[] };

const ARITY: Record<PlaceholderKind, number> = { table: 1, chart: 4, value: 3, total: 1 };
const SHAPES: Record<PlaceholderKind, string> = {
  table: '{{table:ALIAS}}',
  chart: '{{chart:ALIAS:LABEL:VALUE:bar|line|pie}}',
  value: '{{value:ALIAS:COLUMN:AGGREGATION}}',
  total: '{{total:ALIAS}}',
};

const isKind = (kind: string): kind is PlaceholderKind => (PLACEHOLDER_KINDS as readonly string[]).includes(kind);
const isAggregation = (agg: string): agg is ReportAggregation => (REPORT_AGGREGATIONS as readonly string[]).includes(agg);
const isChart = (chart: string): chart is ChartKind => (CHART_KINDS as readonly string[]).includes(chart);

type Read = { placeholder: Placeholder } | { problem: Omit<TemplateProblem, 'placeholder' | 'line'> };

/** One placeholder's inside (between the braces), checked against the grammar above. */
function readPlaceholder(source: string, inside: string, aliases: ReadonlySet<string> | null): Read {
  const fields = inside.split(':').map((f) => f.trim());
  const kind = fields[0] ?? '';
  if (!kind) return { problem: { code: 'empty', params: {} } };
  if (!isKind(kind)) return { problem: { code: 'unknownKind', params: { kind, kinds: PLACEHOLDER_KINDS.join(', ') } } };
  const args = fields.slice(1);
  if (args.length !== ARITY[kind]) return { problem: { code: 'arity', params: { kind, shape: SHAPES[kind] } } };
  const alias = args[0] ?? '';
  if (!NAME_RE.test(alias)) return { problem: { code: 'badAlias', params: { alias } } };
  if (aliases && !aliases.has(alias)) return { problem: { code: 'unknownSource', params: { alias } } };
  const columns = kind === 'chart' ? args.slice(1, 3) : kind === 'value' ? args.slice(1, 2) : [];
  const badColumn = columns.find((c) => !NAME_RE.test(c));
  if (badColumn !== undefined) return { problem: { code: 'badColumn', params: { column: badColumn } } };
  switch (kind) {
    case 'table':
    case 'total':
      return { placeholder: { kind, alias, source } };
    case 'value': {
      const agg = args[2] ?? '';
      if (!isAggregation(agg)) return { problem: { code: 'badAggregation', params: { agg, aggregations: REPORT_AGGREGATIONS.join(', ') } } };
      return { placeholder: { kind, alias, column: args[1] ?? '', agg, source } };
    }
    case 'chart': {
      const chart = args[3] ?? '';
      if (!isChart(chart)) return { problem: { code: 'badChart', params: { chart, charts: CHART_KINDS.join(', ') } } };
      return { placeholder: { kind, alias, label: args[1] ?? '', value: args[2] ?? '', chart, source } };
    }
  }
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/**
 * Splits a template into text and blocks and lists every malformed placeholder with its line.
 * `aliases`: the report's sources; a placeholder naming another is a problem (null: not checked).
 */
export function parseTemplate(text: string, aliases: readonly string[] | null = null): ParsedTemplate {
  const known = aliases ? new Set(aliases) : null;
  const parts: TemplatePart[] = [];
  const problems: TemplateProblem[] = [];
  let pieces: Array<string | InlinePlaceholder> = [];
  const pushText = (piece: string | InlinePlaceholder) => {
    const last = pieces[pieces.length - 1];
    if (typeof piece === 'string' && typeof last === 'string') pieces[pieces.length - 1] = last + piece;
    else if (piece !== '') pieces.push(piece);
  };
  const closeText = () => {
    if (pieces.some((p) => typeof p !== 'string' || p.trim() !== '')) parts.push({ kind: 'text', pieces });
    pieces = [];
  };

  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    if (open < 0) {
      pushText(text.slice(at));
      break;
    }
    pushText(text.slice(at, open));
    const close = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      const end = text.indexOf('\n', open);
      const source = text.slice(open, end < 0 ? text.length : end);
      problems.push({ code: 'unclosed', placeholder: source, line: lineAt(text, open), params: {} });
      pushText(source);
      at = open + source.length;
      continue;
    }
    const source = text.slice(open, close + 2);
    const read = readPlaceholder(source, text.slice(open + 2, close), known);
    if ('problem' in read) {
      problems.push({ ...read.problem, placeholder: source, line: lineAt(text, open) });
      pushText(source);
    } else if (read.placeholder.kind === 'table' || read.placeholder.kind === 'chart') {
      closeText();
      parts.push(read.placeholder);
    } else pushText(read.placeholder);
    at = close + 2;
  }
  closeText();
  return { parts, problems };
}

/** The placeholder text for a block or a figure — what the designer's insert helpers type. */
export function placeholderText(p: Omit<TablePlaceholder, 'source'> | Omit<ChartPlaceholder, 'source'> | Omit<ValuePlaceholder, 'source'> | Omit<TotalPlaceholder, 'source'>): string {
  switch (p.kind) {
    case 'table':
    case 'total':
      return `{{${p.kind}:${p.alias}}}`;
    case 'value':
      return `{{value:${p.alias}:${p.column}:${p.agg}}}`;
    case 'chart':
      return `{{chart:${p.alias}:${p.label}:${p.value}:${p.chart}}}`;
  }
}

/** The aliases a template uses (to warn of sources it never shows, and to rename them). */
export function usedAliases(parsed: ParsedTemplate): string[] {
  const all = parsed.parts.flatMap((part) => (part.kind === 'text' ? part.pieces.flatMap((p) => (typeof p === 'string' ? [] : [p.alias])) : [part.alias]));
  return [...new Set(all)];
}
