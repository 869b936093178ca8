import type { Kysely } from 'kysely';
import { runStatements } from '../../../store';

// Simple documents (issue 6, domain spec §3.9). A simple document is a `documents` row of kind
// 'simple' (migration 0017). What this adds:
// - `publications`: a named, ordered collection of simple documents. `content_json` and
//   `content_html` are what the last publish froze (the public doctree serves only that, so a
//   visitor never sees a draft); `published_at` is null until the first publish.
// - `publication_documents`: the publication-document link of §3.9 — the tree of a publication.
//   `parent_id` names another link of the same publication (a document may appear twice, each
//   place with its own children), `position` orders siblings.
// - `document_connections`: the ontology terms a simple document's content references (§3.10
//   syntax), rewritten on every content save, so the term page finds its documents by index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table publications (
      id uuid primary key,
      code text not null default '',
      name text not null,
      annotation text not null default '',
      author uuid references users(id) on delete set null,
      is_public boolean not null default false,
      content_json jsonb,
      content_html text not null default '',
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index publications_code on publications(code, name);
    create table publication_documents (
      id uuid primary key,
      publication_id uuid not null references publications(id) on delete cascade,
      document_id uuid not null references documents(id) on delete cascade,
      parent_id uuid references publication_documents(id) on delete set null,
      position integer not null default 0,
      icon text not null default '',
      name text not null default '',
      author uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index publication_documents_publication on publication_documents(publication_id, parent_id, position);
    create index publication_documents_document on publication_documents(document_id);
    create table document_connections (
      document_id uuid not null references documents(id) on delete cascade,
      object_id uuid not null,
      kind text not null,
      primary key (document_id, object_id, kind)
    );
    create index document_connections_object on document_connections(object_id);
  `,
  );
}
