import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Reasoner conclusions (issue 16): the latest classification of each ontology map, kept apart from
// asserted data so that nothing derived is ever read back as a fact.
// - reasoner_runs: one row per map — run state and the SQL lease that keeps two server processes
//   from classifying the same map at once (`owner`, `lease_until`); `wanted_seq` / `axiom_gen` say
//   which edits the next run must cover, so an edit seen while another process runs is not lost;
//   `covered_seq` / `covered_gen` what the last run covered, so a process that hears of an edit
//   after another one has already reasoned over it does not run again;
//   and the result's summary (consistency, its explanation, unused axioms, stats).
// - reasoner_inferences: the conclusions, each row marked inferred, with the ids of the axioms it
//   follows from (`because`). `kind` 'parent' / 'equivalent' rows are the inferred taxonomy
//   (direct parents after classification), the other kinds follow model/reasoner/types.ts.
// - reasoner_axioms: the axioms named by explanations and by the unused list, as they were when the
//   run read them, so an explanation is shown as it was reasoned from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table reasoner_runs (
      map_id uuid primary key references instances(id) on delete cascade,
      state text not null default 'queued',
      progress real,
      error text,
      consistent boolean,
      inconsistency jsonb not null default '[]',
      unused jsonb not null default '[]',
      stats jsonb,
      version integer not null default 0,
      wanted_seq bigint not null default 0,
      axiom_gen integer not null default 0,
      covered_seq bigint not null default 0,
      covered_gen integer not null default -1,
      stop_requested boolean not null default false,
      owner text,
      lease_until timestamptz,
      started_at timestamptz,
      finished_at timestamptz
    );
    create table reasoner_inferences (
      map_id uuid not null references instances(id) on delete cascade,
      kind text not null,
      subject text not null,
      object text not null,
      property text,
      because jsonb not null default '[]',
      inferred boolean not null default true
    );
    create index reasoner_inferences_map on reasoner_inferences(map_id, kind);
    create index reasoner_inferences_subject on reasoner_inferences(subject, kind);
    create table reasoner_axioms (
      map_id uuid not null references instances(id) on delete cascade,
      axiom_id text not null,
      axiom jsonb not null,
      primary key (map_id, axiom_id)
    );
  `,
  );
}
