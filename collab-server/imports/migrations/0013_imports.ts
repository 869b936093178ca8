import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Imports of rows into a class (issue 4). The status lives here, not in the process running the
// job, so any server process answers GET /api/import/{id}; only rejected rows get a result row —
// an imported row is an instance of the class, with its own change-log entries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table imports (
      id uuid primary key,
      name text not null,
      source text not null,
      file_name text not null default '',
      class_id uuid not null,
      owner uuid not null references users(id) on delete cascade,
      mapping jsonb not null,
      status text not null default 'queued',
      total integer not null default 0,
      done integer not null default 0,
      rejected integer not null default 0,
      imported integer not null default 0,
      message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      ended_at timestamptz
    );
    create index imports_owner_created on imports(owner, created_at desc);
    create index imports_created on imports(created_at desc);
    create table import_results (
      import_id uuid not null references imports(id) on delete cascade,
      row_number integer not null,
      status text not null,
      message text not null,
      primary key (import_id, row_number)
    );
  `,
  );
}
