import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// Full-text search (issue 15, platform search). Expression GIN indexes over the columns searched,
// rather than a search table kept by the write paths: PostgreSQL keeps them current in the same
// transaction as every set_data, document save and comment (no second write to forget, nothing to
// rebuild), and a GIN index takes single-row inserts into its pending list, so measured on PGlite
// 500 one-value inserts took the same time with and without it (211 vs 261 ms, noise) and a bulk
// load of 20,000 values went from 0.43 to 0.85 s. A stored tsvector column cost the same on write
// and would have widened `vals` for numbers and references too.
// One configuration, `russian`: it stems Russian with the Russian stemmer and Latin words with the
// English one, so one vector serves both languages (see collab-server/search/searchVectors.ts;
// searchVectors.test.ts checks these expressions are the ones the search asks for).
// `vals` is indexed only where its text is prose: not type names, IRIs, colours, layouts, JSON
// settings, command queries, plugin configurations or the ontology text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index instances_fts on instances using gin (to_tsvector('russian', name));
    create index vals_fts on vals using gin (to_tsvector('russian', t)) where t is not null and prop not in ('00000000-0000-4000-8000-000000000106', '00000000-0000-4000-8000-000000000140', '00000000-0000-4000-8000-000000000143', '00000000-0000-4000-8000-000000000144', '00000000-0000-4000-8000-000000000145', '00000000-0000-4000-8000-000000000142', '00000000-0000-4000-8000-000000000149', '00000000-0000-4000-8000-000000000120', '00000000-0000-4000-8000-000000000130', '00000000-0000-4000-8000-00000000014a');
    create index documents_fts on documents using gin (to_tsvector('russian', name || ' ' || title || ' ' || annotation || ' ' || content));
    create index document_elements_fts on document_elements using gin (to_tsvector('russian', title || ' ' || content));
    create index document_comments_fts on document_comments using gin (to_tsvector('russian', text));
    create index publications_fts on publications using gin (to_tsvector('russian', name || ' ' || annotation || ' ' || content_html));
    create index document_publications_fts on document_publications using gin (to_tsvector('russian', name || ' ' || annotation || ' ' || content_html));
    create index manuals_fts on manuals using gin (to_tsvector('russian', name || ' ' || description));
  `,
  );
}
