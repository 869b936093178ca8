import { Fragment, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowData } from '@tanstack/react-table';
import type { DataColumn, RowAttributes } from './dataTableTypes';
import type { TableLookClasses } from './tableLooks';
import type { DataTableModel } from './useDataTableModel';

/** Long lists: past `after` rows only the rows in view (and a margin) are rendered, in a box `maxHeight` high. */
export type Virtualization = { after?: number; rowHeight?: number; maxHeight?: string };
export const VIRTUALIZE_AFTER = 200;
const ROW_HEIGHT = 33;
const OVERSCAN = 12;

type Props<T extends RowData> = {
  table: DataTableModel<T>['table'];
  columns: ReadonlyMap<string, DataColumn<T>>;
  look: TableLookClasses;
  scroller: RefObject<HTMLDivElement | null>;
  virtual: boolean;
  virtualization?: Virtualization;
  rowAttributes?: (row: T) => RowAttributes;
  rowDetail?: (row: T) => ReactNode;
  /** Shown as the only row (no rows: loading, empty). */
  note: ReactNode;
};

/** The rows of the page; with `virtual`, spacer rows stand for the ones out of view so the columns keep their widths. */
export function DataTableBody<T extends RowData>({ table, columns, look, scroller, virtual, virtualization, rowAttributes, rowDetail, note }: Props<T>) {
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => virtualization?.rowHeight ?? ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items ? items.map((item) => ({ row: rows[item.index]!, index: item.index })) : rows.map((row, index) => ({ row, index }));
  const before = items?.[0]?.start ?? 0;
  const after = items && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const span = Math.max(1, table.getAllLeafColumns().length);
  return (
    <tbody>
      {before > 0 && <tr aria-hidden style={{ height: before }} />}
      {shown.map(({ row, index }) => {
        const { className, ...attributes } = rowAttributes?.(row.original) ?? {};
        const detail = rowDetail?.(row.original);
        return (
          <Fragment key={row.id}>
            <tr data-index={index} ref={items ? virtualizer.measureElement : undefined} className={`${look.row} ${className ?? ''}`} {...attributes}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`${look.td} ${columns.get(cell.column.id)?.className ?? ''}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
            {detail != null && detail !== false && (
              <tr>
                <td colSpan={span} className={look.td}>
                  {detail}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
      {after > 0 && <tr aria-hidden style={{ height: after }} />}
      {note !== null && rows.length === 0 && (
        <tr>
          <td colSpan={span} className={look.note}>
            {note}
          </td>
        </tr>
      )}
    </tbody>
  );
}
