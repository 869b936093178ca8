import type { ColumnType, Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { Timestamp } from '../../store';

/** One recorded call of the generic data API (migrations 0006, 0010). */
export interface QueryHistoryTable {
  id: string;
  user_id: string | null;
  act: string;
  /** The request payload as JSON, cut at 10,000 characters. */
  payload: string;
  command: string | null;
  deferred: ColumnType<boolean, boolean | undefined, boolean>;
  duration_ms: number;
  /** Rows answered; null when the call failed. */
  rows: number | null;
  error: string | null;
  at: Timestamp;
  /** The order entries were written in (migration 0010): breaks ties of `at`. */
  seq: Generated<string>;
}

// Tables of the query history (migration 0006).
export interface QueryHistoryTables {
  query_history: QueryHistoryTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends QueryHistoryTables {}
}
