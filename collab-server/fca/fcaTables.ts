import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp, Timestamp } from '../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** An FCA entry (migration 0028): the spec's fields; `settings` a JSON string (realtime/protocol/fca FcaSettings). */
export interface FcaEntriesTable {
  id: string;
  name: string;
  annotation: Generated<string>;
  settings: string;
  /** An uploaded context (realtime/protocol/fca FormalContextWire); null when built from the ontology. */
  context: NullableJson<unknown>;
  author: string | null;
  date_create: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  revision: Generated<number>;
}

export interface FcaRolesTable {
  entry_id: string;
  role_id: string;
}

/** A computation on the server (realtime/protocol/fca FcaRun). */
export interface FcaRunsTable {
  id: string;
  entry_id: string;
  user_id: string;
  context_hash: Generated<string>;
  state: Generated<string>;
  progress: Generated<number>;
  concepts: Generated<number>;
  covers: number | null;
  implications: number | null;
  error: string | null;
  stop_requested: Generated<boolean>;
  result: NullableJson<unknown>;
  heartbeat_at: GeneratedTimestamp;
  started_at: GeneratedTimestamp;
  finished_at: Timestamp | null;
}

export interface FcaTables {
  fca_entries: FcaEntriesTable;
  fca_roles: FcaRolesTable;
  fca_runs: FcaRunsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends FcaTables {}
}
