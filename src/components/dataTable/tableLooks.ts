import { tableClass, tableWrapClass, tdClass, thClass } from '../tableStyles';
import type { TableLook } from './dataTableTypes';

export type TableLookClasses = { wrap: string; table: string; thead: string; th: string; sortButton: string; td: string; row: string; note: string };

// dense: the administration and ontology lists (tableStyles); plain: the maps' and documents' lists
export const TABLE_LOOKS: Readonly<Record<TableLook, TableLookClasses>> = {
  dense: {
    wrap: tableWrapClass,
    table: tableClass,
    thead: '',
    th: thClass,
    sortButton: 'font-semibold uppercase hover:text-primary',
    td: tdClass,
    row: 'hover:bg-primary-light/40',
    note: 'p-2 text-sm text-gray-500',
  },
  plain: {
    wrap: 'overflow-x-auto rounded border border-gray-200 bg-white',
    table: 'min-w-full text-sm',
    thead: 'bg-gray-50 text-left text-gray-700',
    th: 'sticky top-0 bg-gray-50 px-3 py-2 font-medium',
    sortButton: 'font-medium hover:text-primary',
    td: 'px-3 py-2 align-top',
    row: 'border-t border-gray-100 hover:bg-gray-50',
    note: 'px-3 py-4 text-center text-sm text-gray-500',
  },
};
