import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** A report (migration 0023): its template and sources; roles that read it below, users by assignments. */
export interface ReportsTable {
  id: string;
  name: string;
  annotation: Generated<string>;
  /** Saved semantic search ids, in order. */
  source: Json<string[]>;
  template: Generated<string>;
  /** Settings per source, by search id. */
  ss_data: Json<Record<string, unknown>>;
  author: string | null;
  date_create: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Holders of the role read the report. */
export interface ReportRolesTable {
  report_id: string;
  role_id: string;
}

export interface ReportTables {
  reports: ReportsTable;
  report_roles: ReportRolesTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ReportTables {}
}
