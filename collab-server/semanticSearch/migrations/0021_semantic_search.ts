import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Saved semantic searches (domain spec §3.3). `settings` is the search's json (graph, columns,
// calculated columns); `root_class` repeats its first node's class so "searches for an instance"
// is one indexed lookup; `roles` are the roles whose holders read it (sharing by assignment lives
// in `assignments`, whose obj_id is the search id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table semantic_searches (
      id uuid primary key,
      code text not null default '',
      name text not null,
      description text not null default '',
      root_class uuid not null,
      subject_area jsonb not null default '[]',
      author uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settings jsonb not null,
      app text not null default 'onto',
      roles jsonb not null default '[]'
    );
    create index semantic_searches_root_class on semantic_searches(root_class);
    create index semantic_searches_author on semantic_searches(author);
  `,
  );
}
