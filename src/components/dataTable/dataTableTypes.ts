import type { HTMLAttributes, ReactNode } from 'react';

/** A value a column sorts by: numbers by size, texts as people read them, missing ones last. */
export type SortValue = string | number | boolean | null | undefined;

/** One column: its heading, what a cell shows, and what it sorts by. */
export type DataColumn<T> = {
  id: string;
  header: ReactNode;
  /** The cell's content; without it, `value` as text. */
  cell?: (row: T) => ReactNode;
  /** The value the column sorts by (client sorting), and the cell's text when there is no `cell`. */
  value?: (row: T) => SortValue;
  /** A click on the heading sorts by the column (shift-click: by it next). */
  sortable?: boolean;
  /** Extra classes of the column's cells and of its heading. */
  className?: string;
  headerClassName?: string;
  /** The heading's tooltip. */
  title?: string;
};

/** One sort key: the column and its direction, first key first. */
export type SortRule = { id: string; desc: boolean };

/**
 * Who sorts: the table itself (its rows are all there), or the server (the rows come sorted; the
 * screen asks again when the rules change).
 */
export type DataTableSorting =
  | { side: 'client'; initial?: readonly SortRule[]; maxKeys?: number }
  | { side: 'server'; rules: readonly SortRule[]; onChange: (rules: SortRule[]) => void; maxKeys?: number };

/** Who pages: the table (it has every row) or the server (the rows are one page of `total`). */
export type DataTablePaging =
  | { side: 'client'; pageSize: number }
  | { side: 'server'; offset: number; limit: number; total: number; onOffset: (offset: number) => void };

/** Where a pager stands and how it moves; what a pager renders from. */
export type PagerModel = {
  offset: number;
  limit: number;
  total: number;
  /** 1-based number of the first and last row shown (0 when there are none). */
  from: number;
  to: number;
  /** 0-based page index and the number of pages (at least 1). */
  page: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  goTo: (offset: number) => void;
};

/** Attributes of a row: its class, test id, data-* marks. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

/** The two looks of the work screens: dense (administration, ontology lists) and plain (maps, documents). */
export type TableLook = 'dense' | 'plain';
