import type { Kysely } from 'kysely';
import { runStatements } from '../../../store';

// Documents (issue 6). One table for the header of simple and structured documents; a structured
// document's elements are rows keyed by (document, innerId) with their parent and position, so a
// save writes only the elements its diff names. `update_id` is the document's save counter: a
// save names the one it was computed against and is refused when another save came first. Every
// save is kept in `document_saves` (who, when, the diff): the document's change log. A publication
// freezes the whole tree as JSON, so comparing two versions never depends on later edits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table documents (
      id uuid primary key,
      kind text not null check (kind in ('structured', 'simple')),
      code text not null default '',
      name text not null,
      title text not null default '',
      label text not null default '',
      annotation text not null default '',
      subject_area text,
      context jsonb not null default '[]',
      class_id uuid,
      status text not null default '',
      content text not null default '',
      is_public boolean not null default false,
      author uuid references users(id) on delete set null,
      update_id bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index documents_kind_name on documents(kind, name);
    create table document_elements (
      document_id uuid not null references documents(id) on delete cascade,
      inner_id uuid not null,
      parent_id uuid,
      position integer not null default 0,
      kind text not null,
      title text not null default '',
      content text not null default '',
      settings jsonb not null default '{}',
      fields jsonb not null default '{}',
      primary key (document_id, inner_id)
    );
    create index document_elements_inner on document_elements(inner_id);
    create table document_saves (
      seq bigserial primary key,
      document_id uuid not null references documents(id) on delete cascade,
      update_id bigint not null,
      user_id uuid references users(id) on delete set null,
      tab_session_id text,
      diff jsonb not null,
      created_at timestamptz not null default now()
    );
    create index document_saves_document on document_saves(document_id, seq);
    create table document_publications (
      id uuid primary key,
      document_id uuid not null references documents(id) on delete cascade,
      code text not null default '',
      name text not null,
      annotation text not null default '',
      author uuid references users(id) on delete set null,
      is_public boolean not null default false,
      update_id bigint not null,
      snapshot jsonb not null,
      content_html text not null default '',
      created_at timestamptz not null default now()
    );
    create index document_publications_document on document_publications(document_id, created_at);
    create table document_comments (
      id uuid primary key,
      document_id uuid not null references documents(id) on delete cascade,
      discussion_id uuid not null,
      parent_id uuid,
      element_id uuid,
      text text not null,
      author uuid references users(id) on delete set null,
      completed boolean not null default false,
      params jsonb not null default '{}',
      document_range jsonb,
      document_y_offset double precision,
      created_at timestamptz not null default now()
    );
    create index document_comments_document on document_comments(document_id, discussion_id, created_at);
  `,
  );
}
