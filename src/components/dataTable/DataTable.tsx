import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowData } from '@tanstack/react-table';
import type { DataColumn, DataTablePaging, DataTableSorting, PagerModel, RowAttributes, TableLook } from './dataTableTypes';
import { DataTableBody, VIRTUALIZE_AFTER, type Virtualization } from './DataTableBody';
import { DataTablePager } from './DataTablePager';
import { sortMark } from './sortRules';
import { TABLE_LOOKS } from './tableLooks';
import { useDataTableModel } from './useDataTableModel';

export type DataTableProps<T extends RowData> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  sorting?: DataTableSorting;
  paging?: DataTablePaging;
  /** The pager under the table (paged tables); the default pager unless given. */
  renderPager?: (pager: PagerModel) => ReactNode;
  /** The first rows have not come yet. */
  loading?: boolean;
  /** null: say nothing while loading. */
  loadingText?: ReactNode;
  /** Loading failed or was refused: shown above the table. */
  problem?: ReactNode;
  /** There are no rows (null: say nothing). */
  empty?: ReactNode;
  /** Where the loading and empty texts go: a row of the table, a line under it, or alone instead of it. */
  notesAt?: 'row' | 'below' | 'alone';
  rowAttributes?: (row: T) => RowAttributes;
  /** What a row shows opened (null: nothing), in a full-width row under it. */
  rowDetail?: (row: T) => ReactNode;
  testId?: string;
  look?: TableLook;
  /** Rows are rendered only where seen once there are more than `after` (default 200) of them. */
  virtualization?: Virtualization;
};

/**
 * The work screens' table: typed columns, sorting and paging on the client or by the server,
 * loading, empty and problem states, and long lists rendered only where they are seen.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading = false, problem, notesAt = 'below', testId } = props;
  const look = TABLE_LOOKS[props.look ?? 'dense'];
  const { table, rules, sortBy, pager } = useDataTableModel(columns, rows, props.rowId, props.sorting, props.paging);
  const scroller = useRef<HTMLDivElement>(null);
  const byId = new Map(columns.map((c) => [c.id, c]));
  // null and false say "show nothing" (say, before a failed first load); undefined takes the default text
  const shownNote: ReactNode = rows.length > 0 ? null : loading ? (props.loadingText === undefined ? t('common.table.loading') : props.loadingText) : props.empty === undefined ? t('common.table.empty') : props.empty;
  const note = shownNote === false || shownNote === '' ? null : shownNote;
  const virtual = table.getRowModel().rows.length > (props.virtualization?.after ?? VIRTUALIZE_AFTER);
  const pagerElement = pager && (props.renderPager ? props.renderPager(pager) : <DataTablePager pager={pager} />);

  // 'alone': no rows, no table (its headings would stand over nothing)
  if (rows.length === 0 && notesAt === 'alone') {
    return (
      <>
        {problem}
        {typeof note === 'string' ? <p className="text-sm text-gray-500">{note}</p> : note}
      </>
    );
  }
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <>
      {problem}
      <div ref={scroller} className={look.wrap} style={virtual ? { maxHeight: props.virtualization?.maxHeight ?? '70vh', overflowY: 'auto' } : undefined}>
        <table className={look.table} data-testid={testId} aria-busy={loading || undefined}>
          <thead className={look.thead}>
            <tr>
              {headers.map((header) => {
                const column = byId.get(header.column.id);
                const first = rules[0]?.id === header.column.id ? rules[0] : null;
                return (
                  <th
                    key={header.id}
                    className={`${look.th} ${column?.headerClassName ?? ''}`}
                    title={column?.title}
                    aria-sort={column?.sortable ? (first ? (first.desc ? 'descending' : 'ascending') : 'none') : undefined}
                  >
                    {column?.sortable ? (
                      <button type="button" className={look.sortButton} onClick={(e) => sortBy(header.column.id, e.shiftKey)} data-testid={`sort-${header.column.id}`}>
                        <table.FlexRender header={header} />
                        {sortMark(rules, header.column.id)}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <DataTableBody
            table={table}
            columns={byId}
            look={look}
            scroller={scroller}
            virtual={virtual}
            rowAttributes={props.rowAttributes}
            rowDetail={props.rowDetail}
            virtualization={props.virtualization}
            note={notesAt === 'row' ? note : null}
          />
        </table>
        {notesAt === 'below' && note !== null && <p className={look.note}>{note}</p>}
      </div>
      {pagerElement}
    </>
  );
}
