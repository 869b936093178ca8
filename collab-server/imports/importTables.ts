import type { ColumnType, Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp, Timestamp } from '../store';

/** One import of rows into a class (migration 0013). */
export interface ImportsTable {
  id: string;
  name: string;
  source: string;
  file_name: Generated<string>;
  class_id: string;
  owner: string;
  /** Column label → property id or 'name'. */
  mapping: ColumnType<Record<string, string>, string, string>;
  status: Generated<string>;
  total: Generated<number>;
  done: Generated<number>;
  rejected: Generated<number>;
  imported: Generated<number>;
  message: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  ended_at: Timestamp | null;
}

/** A rejected row of an import: its number in the file and why. */
export interface ImportResultsTable {
  import_id: string;
  row_number: number;
  status: string;
  message: string;
}

// Tables of imports (migration 0013).
export interface ImportTables {
  imports: ImportsTable;
  import_results: ImportResultsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ImportTables {}
}
