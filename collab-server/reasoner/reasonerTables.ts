import type { ColumnType } from 'kysely';
import type { Axiom } from '../../model/owl/axioms';
import type { UnusedReason } from '../../model/reasoner/types';

type Generated<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | T, string | T>;
// a jsonb column with a database default
type GeneratedJson<T> = ColumnType<T, string | T | undefined, string | T>;
type Stamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

export type ReasonerRunState = 'queued' | 'running' | 'done' | 'failed' | 'stopped';
export type ReasonerStats = { classes: number; axioms: number; ms: number };

/** The latest classification of a map and who runs the next one (migration 0025). */
export interface ReasonerRunsTable {
  map_id: string;
  state: Generated<ReasonerRunState>;
  progress: number | null;
  error: string | null;
  consistent: boolean | null;
  inconsistency: GeneratedJson<string[]>;
  unused: GeneratedJson<{ id: string; reason: UnusedReason }[]>;
  stats: ColumnType<ReasonerStats | null, string | null | undefined, string | null>;
  version: Generated<number>;
  /** Bigint as text: the change-log seq the next run must cover. */
  wanted_seq: ColumnType<string, string | number | undefined, string | number>;
  axiom_gen: Generated<number>;
  covered_seq: ColumnType<string, string | number | undefined, string | number>;
  covered_gen: Generated<number>;
  stop_requested: Generated<boolean>;
  owner: string | null;
  lease_until: Stamp | null;
  started_at: Stamp | null;
  finished_at: Stamp | null;
}

/** One conclusion of the reasoner, never an asserted fact (`inferred` is always true). */
export interface ReasonerInferencesTable {
  map_id: string;
  kind: string;
  subject: string;
  object: string;
  property: string | null;
  because: GeneratedJson<string[]>;
  inferred: Generated<boolean>;
  /** 'type' rows: the stored individual and class behind `subject` / `object` (null: none holds the IRI). */
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  object_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReasonerAxiomsTable {
  map_id: string;
  axiom_id: string;
  axiom: Json<Axiom>;
}

export interface ReasonerTables {
  reasoner_runs: ReasonerRunsTable;
  reasoner_inferences: ReasonerInferencesTable;
  reasoner_axioms: ReasonerAxiomsTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ReasonerTables {}
}
