import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Formal concept analysis (issue 18, domain spec §3.9 "FCA entry: name, annotation, date_create,
// author, settings (string)").
// - `fca_entries`: `settings` the JSON string of realtime/protocol/fca FcaSettings (how the context
//   is made and the analysis' thresholds); `context` an uploaded context (objects, attributes,
//   incidence), null for one built from the ontology, which is read afresh each time; `revision`
//   counts saves (a change made on an older one is refused).
// - `fca_roles`: holders of these roles read the entry; users are given it by assignments
//   (obj_id = the entry), as reports are.
// - `fca_runs`: a computation on the server for a context too large for the browser: progress,
//   a stop request (read by the process running it) and the result, readable from any process;
//   `context_hash` the fingerprint of the context it computed (model/fca/fingerprint.ts), so the
//   browser shows a result only for the context it has.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table fca_entries (
      id uuid primary key,
      name text not null,
      annotation text not null default '',
      settings text not null,
      context jsonb,
      author uuid references users(id) on delete set null,
      date_create timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      revision integer not null default 1
    );
    create index fca_entries_author on fca_entries(author);
    create table fca_roles (
      entry_id uuid not null references fca_entries(id) on delete cascade,
      role_id uuid not null references roles(id) on delete cascade,
      primary key (entry_id, role_id)
    );
    create index fca_roles_role on fca_roles(role_id);
    create table fca_runs (
      id uuid primary key,
      entry_id uuid not null references fca_entries(id) on delete cascade,
      user_id uuid not null,
      context_hash text not null default '',
      state text not null default 'queued',
      progress double precision not null default 0,
      concepts integer not null default 0,
      covers integer,
      implications integer,
      error text,
      stop_requested boolean not null default false,
      result jsonb,
      heartbeat_at timestamptz not null default now(),
      started_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index fca_runs_entry on fca_runs(entry_id, started_at desc);
  `,
  );
}
