export { DataTable, type DataTableProps } from './DataTable';
export { DataTablePager } from './DataTablePager';
export { nextSortRules, sortMark, DEFAULT_MAX_SORT_KEYS } from './sortRules';
export type { DataColumn, DataTablePaging, DataTableSorting, PagerModel, RowAttributes, SortRule, SortValue, TableLook } from './dataTableTypes';
