import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataColumn } from '../dataTable';
import { Problem, problemText } from '../Problem';
import type { Loaded } from '../useLoad';

type Props<T extends RowData> = {
  columns: readonly DataColumn<T>[];
  /** The rows to show (the loaded list, filtered). */
  rows: readonly T[];
  rowId: (row: T) => string;
  /** The load the rows come from: its problem, its first wait. */
  list: Loaded<unknown>;
  /** A search or filter is set: an empty table then says nothing was found rather than that there is nothing. */
  filtered: boolean;
  texts: { empty: string; nothingFound: string };
  rowTestId: string;
};

/**
 * The table of a list screen (decision tables, rules…): sorted by name in the browser, its
 * problem and empty text alone in place of the rows.
 */
export function ListTable<T extends RowData>({ columns, rows, rowId, list, filtered, texts, rowTestId }: Props<T>) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowId={rowId}
      sorting={{ side: 'client', initial: [{ id: 'name', desc: false }] }}
      look="plain"
      notesAt="alone"
      problem={<Problem text={list.error ? problemText(list.error) : null} />}
      loading={list.loading && !list.data}
      empty={list.data ? (filtered ? texts.nothingFound : texts.empty) : null}
      rowAttributes={() => ({ 'data-testid': rowTestId })}
    />
  );
}
