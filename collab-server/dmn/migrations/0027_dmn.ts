import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// DMN decisions (issue 17, domain spec §3.5).
// - dmn_decisions: one decision entity (a DRD with its tables) stored as DMN 1.5 XML plus its fields.
//   `revision` counts saves of this row (optimistic concurrency: a save names the revision it started
//   from); `version_number`, `root_version`, `source_version` are the spec's versionNumber,
//   rootVersionDmn, sourceVersionDmn — every version is its own row, the root's `root_version` is its
//   own id. `bindings`: input/output columns bound to ontology properties; `reads`: the bound property
//   ids (a delete or retype of one finds the decisions in one lookup); `problems`: flags raised when a
//   bound property was deleted or retyped.
// - dmn_revisions: the XML of each saved revision, the base of a three-way merge after a conflict.
// - dmn_tests: named test cases kept with a decision.
// - dmn_computed: a decision whose outputs are written into properties as computed values, kept current.
// - dmn_derived: those computed values (apart from asserted data, like owl_rule_derived).
// - dmn_runs / dmn_run_rows: a run over a class or a saved search — its progress, a stop request
//   (`stop_requested`, read by the process running it) and its results, readable from any process.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table dmn_decisions (
      id uuid primary key,
      name text not null,
      system_name text not null default '',
      hit_policy text not null default 'UNIQUE',
      xml text not null,
      children_dmn jsonb not null default '[]',
      author uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by uuid,
      revision integer not null default 1,
      version_number integer not null default 1,
      root_version uuid not null,
      source_version uuid,
      bindings jsonb not null default '[]',
      reads jsonb not null default '[]',
      problems jsonb not null default '[]'
    );
    create index dmn_decisions_author on dmn_decisions(author);
    create index dmn_decisions_root on dmn_decisions(root_version, version_number);
    create table dmn_revisions (
      decision_id uuid not null references dmn_decisions(id) on delete cascade,
      revision integer not null,
      xml text not null,
      bindings jsonb not null default '[]',
      saved_by uuid,
      saved_at timestamptz not null default now(),
      primary key (decision_id, revision)
    );
    create table dmn_tests (
      id uuid primary key,
      decision_id uuid not null references dmn_decisions(id) on delete cascade,
      name text not null,
      decision_ref text not null default '',
      inputs jsonb not null default '{}',
      expected jsonb not null default '{}',
      author uuid,
      created_at timestamptz not null default now()
    );
    create index dmn_tests_decision on dmn_tests(decision_id);
    create table dmn_computed (
      decision_id uuid primary key references dmn_decisions(id) on delete cascade,
      decision_ref text not null default '',
      class_id uuid,
      search_id uuid,
      outputs jsonb not null default '[]',
      enabled boolean not null default true,
      state text not null default 'idle',
      updated_at timestamptz not null default now()
    );
    create table dmn_derived (
      id bigserial primary key,
      decision_id uuid not null references dmn_decisions(id) on delete cascade,
      inst uuid not null references instances(id) on delete cascade,
      prop uuid not null,
      t text,
      n double precision,
      b boolean,
      d timestamptz
    );
    create index dmn_derived_inst on dmn_derived(inst, prop);
    create index dmn_derived_decision on dmn_derived(decision_id);
    create table dmn_runs (
      id uuid primary key,
      decision_id uuid not null references dmn_decisions(id) on delete cascade,
      user_id uuid not null,
      decision_ref text not null default '',
      source jsonb not null,
      state text not null default 'running',
      done integer not null default 0,
      total integer not null default 0,
      failed integer not null default 0,
      error text,
      stop_requested boolean not null default false,
      input_columns jsonb not null default '[]',
      output_columns jsonb not null default '[]',
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      ms double precision not null default 0
    );
    create index dmn_runs_decision on dmn_runs(decision_id);
    create table dmn_run_rows (
      run_id uuid not null references dmn_runs(id) on delete cascade,
      seq integer not null,
      inst uuid not null,
      name text not null default '',
      inputs jsonb not null default '{}',
      outputs jsonb not null default '{}',
      matched jsonb not null default '[]',
      error text,
      primary key (run_id, seq)
    );
  `,
  );
}
