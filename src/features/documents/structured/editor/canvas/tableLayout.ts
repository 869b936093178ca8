import type { DocumentSnapshot } from '../../../../../../model/documents/elementModel';

/** A table as a grid: its columns (directly in the table or in TableColumns) and its rows of cells. */
export type TableLayout = { columns: string[]; rows: Array<{ id: string; cells: string[] }> };

type Structure = Pick<DocumentSnapshot, 'elements' | 'children'>;

export function tableLayout(structure: Structure, tableId: string): TableLayout {
  const kindOf = (id: string) => structure.elements[id]?.kind;
  const kids = (id: string) => structure.children[id] ?? [];
  const columns: string[] = [];
  const rowIds: string[] = [];
  for (const child of kids(tableId)) {
    const kind = kindOf(child);
    if (kind === 'TableColumn') columns.push(child);
    else if (kind === 'TableColumns') columns.push(...kids(child).filter((id) => kindOf(id) === 'TableColumn'));
    else if (kind === 'TableRow') rowIds.push(child);
    else if (kind === 'TableRows') rowIds.push(...kids(child).filter((id) => kindOf(id) === 'TableRow'));
  }
  return { columns, rows: rowIds.map((id) => ({ id, cells: kids(id).filter((cell) => kindOf(cell) === 'TableCell') })) };
}

/** Where new columns and rows go: into TableColumns / TableRows when the table has them, else into the table. */
export function tableContainers(structure: Structure, tableId: string): { columns: string; rows: string } {
  const kids = structure.children[tableId] ?? [];
  const find = (kind: string) => kids.find((id) => structure.elements[id]?.kind === kind);
  return { columns: find('TableColumns') ?? tableId, rows: find('TableRows') ?? tableId };
}

/** The CSS width of a column from its settings ({type px|percent, value}; -1: as the content needs). */
export function columnWidth(settings: Record<string, unknown>): string | undefined {
  const width = settings.width as { type?: unknown; value?: unknown } | undefined;
  if (!width || typeof width.value !== 'number' || width.value < 0) return undefined;
  return width.type === 'percent' ? `${width.value}%` : `${width.value}px`;
}

const BORDER_TYPES = ['all', 'outer', 'inner', 'horizontal', 'none'] as const;
export type BorderType = (typeof BORDER_TYPES)[number];
export const borderTypes: readonly BorderType[] = BORDER_TYPES;

/** Table settings read defensively: stored settings may predate a field. */
export function tableSettings(settings: Record<string, unknown>): { showTitle: boolean; showHeaders: boolean; isMaxWidth: boolean; border: { type: BorderType; size: number } } {
  const border = (settings.border ?? {}) as { type?: unknown; size?: unknown };
  const type = BORDER_TYPES.includes(border.type as BorderType) ? (border.type as BorderType) : 'all';
  return {
    showTitle: settings.showTitle !== false,
    showHeaders: settings.showHeaders !== false,
    isMaxWidth: settings.isMaxWidth === true,
    border: { type, size: typeof border.size === 'number' && border.size >= 0 ? border.size : 1 },
  };
}

/** Cell borders for a border type: which sides of a cell at (row, column) of (rows × columns) get a line. */
export function cellBorder(type: BorderType, size: number, row: number, column: number, rows: number, columns: number): Record<string, string> {
  const line = `${size}px solid #9ca3af`;
  const sides = { top: false, right: false, bottom: false, left: false };
  if (type === 'all') Object.assign(sides, { top: true, right: true, bottom: true, left: true });
  if (type === 'outer') Object.assign(sides, { top: row === 0, bottom: row === rows - 1, left: column === 0, right: column === columns - 1 });
  if (type === 'inner') Object.assign(sides, { top: row > 0, left: column > 0 });
  if (type === 'horizontal') Object.assign(sides, { top: row > 0 });
  const style: Record<string, string> = {};
  for (const [side, on] of Object.entries(sides)) if (on && size > 0) style[`border${side[0]!.toUpperCase()}${side.slice(1)}`] = line;
  return style;
}
