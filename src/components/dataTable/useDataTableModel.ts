import { useMemo, useState } from 'react';
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type ReactTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataColumn, DataTablePaging, DataTableSorting, PagerModel, SortRule } from './dataTableTypes';
import { pagerModel } from './pagerModel';
import { compareSortValues, nextSortRules } from './sortRules';

// one registry for every table: sorting and paging, each done here or trusted to the server
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

const NO_RULES: SortRule[] = [];
/** Client-side lists without paging show every row: one page as large as a page may be. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

const resolve = <S>(updater: Updater<S>, old: S): S => (typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater);

function columnDefs<T extends RowData>(columns: readonly DataColumn<T>[]): ColumnDef<Features, T>[] {
  return columns.map((column) => ({
    id: column.id,
    // null sorts as missing: last in both directions
    accessorFn: (row: T) => column.value?.(row) ?? undefined,
    header: () => column.header,
    cell: (context) => (column.cell ? column.cell(context.row.original) : String(context.getValue() ?? '')),
    enableSorting: column.sortable ?? false,
    sortUndefined: 'last',
    sortFn: (a, b, id) => compareSortValues(a.getValue(id), b.getValue(id)),
  }));
}

export type DataTableModel<T extends RowData> = {
  table: ReactTable<Features, T>;
  rules: readonly SortRule[];
  /** A heading clicked: sort by its column (additive: as the next key). */
  sortBy: (id: string, additive: boolean) => void;
  pager: PagerModel | null;
};

/**
 * The table model behind DataTable: TanStack Table with sorting and paging, each either done on
 * the rows at hand or left to the server (manual), the heading clicks following one rule either way.
 */
export function useDataTableModel<T extends RowData>(columns: readonly DataColumn<T>[], rows: readonly T[], rowId: (row: T) => string, sorting?: DataTableSorting, paging?: DataTablePaging): DataTableModel<T> {
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const [ownRules, setOwnRules] = useState<readonly SortRule[]>(sorting?.side === 'client' ? (sorting.initial ?? NO_RULES) : NO_RULES);
  const [ownPage, setOwnPage] = useState<PaginationState>({ pageIndex: 0, pageSize: ALL_ROWS });
  const server = paging?.side === 'server' ? paging : null;
  const rules = sorting?.side === 'server' ? sorting.rules : ownRules;
  const sortingState: SortingState = useMemo(() => rules.map((r) => ({ id: r.id, desc: r.desc })), [rules]);
  const pageSize = server ? Math.max(1, server.limit) : paging?.side === 'client' ? paging.pageSize : ALL_ROWS;
  // a page that no longer exists (its rows went away) shows as the last one
  const lastPage = server ? Infinity : Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const pagination: PaginationState = server ? { pageIndex: Math.floor(server.offset / pageSize), pageSize } : { pageIndex: Math.min(ownPage.pageIndex, lastPage), pageSize };

  const table = useTable<Features, T>({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => rowId(row),
    state: { sorting: sortingState, pagination },
    onSortingChange: (updater) => {
      const next = resolve(updater, sortingState).map((s) => ({ id: s.id, desc: s.desc }));
      if (sorting?.side === 'server') sorting.onChange(next);
      else setOwnRules(next);
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      if (server) server.onOffset(next.pageIndex * next.pageSize);
      else setOwnPage(next);
    },
    manualSorting: sorting?.side === 'server',
    manualPagination: paging?.side !== 'client',
    ...(server ? { rowCount: server.total } : {}),
    enableSorting: sorting !== undefined,
    autoResetPageIndex: false,
  });

  const sortBy = (id: string, additive: boolean) => table.setSorting(nextSortRules(rules, id, additive, sorting?.maxKeys));
  let pager: PagerModel | null = null;
  if (server) pager = pagerModel(server.offset, server.limit, server.total, server.onOffset);
  else if (paging?.side === 'client') pager = pagerModel(pagination.pageIndex * pageSize, pageSize, rows.length, (offset) => table.setPageIndex(Math.floor(offset / pageSize)));
  return { table, rules, sortBy, pager };
}
