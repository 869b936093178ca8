import type { ColumnType } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp, Timestamp } from '../store';

type Generated<T> = ColumnType<T, T | undefined, T>;
type GeneratedJson<T> = ColumnType<T, string | undefined, string>;

/** A DMN decision entity (migration 0027): its DMN 1.5 XML and the spec's fields (domain §3.5). */
export interface DmnDecisionsTable {
  id: string;
  name: string;
  system_name: Generated<string>;
  /** The main table's hit policy as DMN writes it (UNIQUE, FIRST, COLLECT…). */
  hit_policy: Generated<string>;
  xml: string;
  /** childrenDMN: ids of decision entities this one uses. */
  children_dmn: GeneratedJson<string[]>;
  author: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  updated_by: string | null;
  revision: Generated<number>;
  version_number: Generated<number>;
  root_version: string;
  source_version: string | null;
  /** realtime/protocol/dmn ColumnBinding[] */
  bindings: GeneratedJson<unknown[]>;
  reads: GeneratedJson<string[]>;
  /** realtime/protocol/dmn DecisionProblem[] */
  problems: GeneratedJson<unknown[]>;
}

export interface DmnRevisionsTable {
  decision_id: string;
  revision: number;
  xml: string;
  bindings: GeneratedJson<unknown[]>;
  saved_by: string | null;
  saved_at: GeneratedTimestamp;
}

export interface DmnTestsTable {
  id: string;
  decision_id: string;
  name: string;
  decision_ref: Generated<string>;
  inputs: GeneratedJson<Record<string, unknown>>;
  expected: GeneratedJson<Record<string, unknown>>;
  author: string | null;
  created_at: GeneratedTimestamp;
}

export interface DmnComputedTable {
  decision_id: string;
  decision_ref: Generated<string>;
  class_id: string | null;
  search_id: string | null;
  /** realtime/protocol/dmn OutputWriteBack[] */
  outputs: GeneratedJson<unknown[]>;
  enabled: Generated<boolean>;
  state: Generated<string>;
  updated_at: GeneratedTimestamp;
}

export interface DmnDerivedTable {
  id: Generated<string>;
  decision_id: string;
  inst: string;
  prop: string;
  t: string | null;
  n: number | null;
  b: boolean | null;
  d: Timestamp | null;
}

export interface DmnRunsTable {
  id: string;
  decision_id: string;
  user_id: string;
  decision_ref: Generated<string>;
  /** realtime/protocol/dmn RunSource */
  source: ColumnType<unknown, string, string>;
  state: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  failed: Generated<number>;
  error: string | null;
  stop_requested: Generated<boolean>;
  input_columns: GeneratedJson<string[]>;
  output_columns: GeneratedJson<string[]>;
  started_at: GeneratedTimestamp;
  finished_at: Timestamp | null;
  ms: Generated<number>;
}

export interface DmnRunRowsTable {
  run_id: string;
  seq: number;
  inst: string;
  name: Generated<string>;
  inputs: GeneratedJson<Record<string, unknown>>;
  outputs: GeneratedJson<Record<string, unknown>>;
  /** realtime/protocol/dmn MatchedRule[] */
  matched: GeneratedJson<unknown[]>;
  error: string | null;
}

export interface DmnTables {
  dmn_decisions: DmnDecisionsTable;
  dmn_revisions: DmnRevisionsTable;
  dmn_tests: DmnTestsTable;
  dmn_computed: DmnComputedTable;
  dmn_derived: DmnDerivedTable;
  dmn_runs: DmnRunsTable;
  dmn_run_rows: DmnRunRowsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DmnTables {}
}
