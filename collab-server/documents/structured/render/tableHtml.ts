import type { DocumentElement } from '../../../../model/documents/elementModel';
import { contentHtml, elementAttributes, type RenderContext } from './renderContext';
import { escapeHtml, finiteNumber } from './htmlText';
import { RENDER_TEXT } from './renderText';

/** Columns and rows of a table, whether held directly or through TableColumns / TableRows. */
function partsOf(ctx: RenderContext, table: DocumentElement, kind: 'TableColumn' | 'TableRow'): DocumentElement[] {
  const holder = kind === 'TableColumn' ? 'TableColumns' : 'TableRows';
  const out: DocumentElement[] = [];
  for (const id of ctx.snapshot.children[table.innerId] ?? []) {
    const child = ctx.snapshot.elements[id];
    if (child?.kind === kind) out.push(child);
    else if (child?.kind === holder) for (const inner of ctx.snapshot.children[id] ?? []) if (ctx.snapshot.elements[inner]?.kind === kind) out.push(ctx.snapshot.elements[inner]!);
  }
  return out;
}

const ALIGN = new Set(['left', 'center', 'right']);
const align = (value: unknown): string => (typeof value === 'string' && ALIGN.has(value) ? value : 'left');

function columnStyle(column: DocumentElement | undefined): string {
  if (!column) return '';
  const width = column.settings.width as { type?: unknown; value?: unknown } | undefined;
  const value = finiteNumber(width?.value, -1);
  const size = value > 0 ? `;width:${Math.round(value)}${width?.type === 'percent' ? '%' : 'px'}` : '';
  return `text-align:${align(column.settings.textAlign)}${size}`;
}

const spanOf = (value: unknown): number => Math.max(1, Math.min(1000, Math.trunc(finiteNumber(value, 1))));

const BORDERS = new Set(['all', 'outer', 'inner', 'horizontal', 'none']);

/**
 * A Table with its settings (§3.10): caption when showTitle, header row when showHeaders, border
 * type and size as classes, full width when isMaxWidth; a column's alignment and width apply to
 * its header and to the cells that name it (tableColumnId) or stand at its position.
 */
/** `cellChildren` renders what a cell holds: the element renderer, passed in because it renders tables too. */
export function tableHtml(ctx: RenderContext, table: DocumentElement, cellChildren: (ctx: RenderContext, id: string, depth: number) => string): string {
  const s = table.settings;
  const columns = partsOf(ctx, table, 'TableColumn');
  const rows = partsOf(ctx, table, 'TableRow');
  const byId = new Map(columns.map((c) => [c.innerId, c]));
  const number = ctx.numbering.table.get(table.innerId);
  const caption = s.showTitle !== false ? `<caption>${number ? `${RENDER_TEXT.table} ${number}. ` : ''}${escapeHtml(table.title)}</caption>` : '';
  const head =
    s.showHeaders !== false && columns.length
      ? `<thead><tr>${columns.map((c) => `<th ${elementAttributes(ctx, c, '', columnStyle(c))}>${escapeHtml(c.title)}${contentHtml(ctx, c.content)}</th>`).join('')}</tr></thead>`
      : '';
  const body = rows
    .map((row) => {
      const cells = (ctx.snapshot.children[row.innerId] ?? []).map((cellId, index) => {
        const cell = ctx.snapshot.elements[cellId];
        if (!cell) return '';
        const column = (cell.tableColumnId ? byId.get(cell.tableColumnId) : undefined) ?? columns[index];
        const span = `rowspan="${spanOf(cell.settings.rowspan)}" colspan="${spanOf(cell.settings.colspan)}"`;
        return `<td ${span} ${elementAttributes(ctx, cell, '', columnStyle(column))}>${contentHtml(ctx, cell.content)}${cellChildren(ctx, cellId, 0)}</td>`;
      });
      return `<tr ${elementAttributes(ctx, row)}>${cells.join('')}</tr>`;
    })
    .join('');
  const border = s.border as { type?: unknown; size?: unknown } | undefined;
  const borderType = typeof border?.type === 'string' && BORDERS.has(border.type) ? border.type : 'all';
  const borderSize = Math.max(0, Math.min(10, Math.trunc(finiteNumber(border?.size, 1))));
  const classes = `sdoc-border-${borderType} sdoc-border-${borderSize}${s.isMaxWidth === true ? ' sdoc-max-width' : ''}`;
  return `<div ${elementAttributes(ctx, table)}><table class="${classes}">${caption}${head}<tbody>${body}</tbody></table></div>`;
}
