import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// OWL imports (issue 5). Apart from the row imports of 0013: an OWL file becomes one ontology map in
// one transaction, so there are no per-row results, but counts by kind and a parse error's place.
// The status lives in SQL so any process answers GET /api/ontology/import/{id} once the job ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table owl_imports (
      id uuid primary key,
      owner uuid not null references users(id) on delete cascade,
      file_name text not null,
      format text,
      map_id uuid not null,
      status text not null default 'pending',
      progress real not null default 0,
      counts jsonb not null default '{}',
      error jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      ended_at timestamptz
    );
    create index owl_imports_owner_created on owl_imports(owner, created_at desc);
  `,
  );
}
