/**
 * Parameters of a search's Markdown table (domain spec §3.3, §5): semicolon-separated `key=value`
 * pairs; a pair without exactly two parts is ignored. Known keys: `groupField` (a column code the
 * rows are grouped under headings by) and `headerLevel` (the headings' level, 1–6; default 2).
 */

export type MarkdownParams = { groupField: string | null; headerLevel: number };

export const DEFAULT_HEADER_LEVEL = 2;

export function parseMarkdownParams(text: string | null | undefined): MarkdownParams {
  const params: MarkdownParams = { groupField: null, headerLevel: DEFAULT_HEADER_LEVEL };
  for (const pair of (text ?? '').split(';')) {
    const parts = pair.split('=');
    if (parts.length !== 2) continue;
    const key = (parts[0] as string).trim();
    const value = (parts[1] as string).trim();
    if (key === 'groupField' && value !== '') params.groupField = value;
    if (key === 'headerLevel' && /^\d+$/.test(value)) params.headerLevel = Math.min(6, Math.max(1, Number(value)));
  }
  return params;
}
