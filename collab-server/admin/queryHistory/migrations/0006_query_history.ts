import type { Kysely } from 'kysely';
import { runStatements } from '../../../store';

// Every call of the generic data API, for the administrators' /queryHistory page. No foreign key
// to users: the history outlives a deleted account, and inserts stay cheap. The page reads newest
// first, and the maintenance sweep deletes by age: both walk the index on `at`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table query_history (
      id uuid primary key,
      user_id uuid,
      act text not null,
      payload text not null,
      command text,
      deferred boolean not null default false,
      duration_ms double precision not null,
      rows integer,
      error text,
      at timestamptz not null
    );
    create index query_history_at on query_history(at desc);
  `,
  );
}
