import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// The Yjs relay's durable state: every document is a log of binary Yjs updates, appended as
// clients edit and merged into one row now and then (compaction). Loading a document reads its
// rows in order, which the (doc_name, id) index serves; no other query touches the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table yjs_updates (
      id bigint generated always as identity primary key,
      doc_name text not null,
      "update" bytea not null,
      created_at timestamptz not null default now()
    );
    create index yjs_updates_doc on yjs_updates(doc_name, id);
  `,
  );
}
