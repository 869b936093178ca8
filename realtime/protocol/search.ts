import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Platform search (platform spec §2: /search, /osa-search, /osa-search-faq; issue 15 item 6): a
 * search box over the words of everything the caller may read — names, labels and text values of
 * the ontology, structured and simple documents, comments, publications and user manuals — with
 * PostgreSQL full-text search (Russian and English stemming), ranked, with highlighted snippets and
 * counts by kind.
 */
export const SEARCH_KINDS = [
  'class', 'objectProperty', 'dataProperty', 'individual', 'ontologyMap',
  'structuredDocument', 'document', 'publication', 'comment', 'manual',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * What is searched: `all` (the search page), `faq` (help content only: user manuals and the
 * documents they open) or `quickLaunch` (Ctrl+O: administrators find everything, others only what
 * they authored — platform spec §6).
 */
export const SEARCH_SCOPES = ['all', 'faq', 'quickLaunch'] as const;
export const searchScopeSchema = z.enum(SEARCH_SCOPES);
export type SearchScope = z.infer<typeof searchScopeSchema>;

export const SEARCH_MIN_QUERY = 2;
export const SEARCH_MAX_QUERY = 300;
export const SEARCH_MAX_LIMIT = 100;

/** GET /api/search?q=&kind=&scope=&limit=&offset= — `kind` narrows the items, the facets always count every kind. */
export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SEARCH_MIN_QUERY, `запрос должен содержать не меньше ${SEARCH_MIN_QUERY} символов`)
      .max(SEARCH_MAX_QUERY, `запрос должен содержать не больше ${SEARCH_MAX_QUERY} символов`),
    kind: searchKindSchema.optional(),
    scope: searchScopeSchema.default('all'),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchFacetSchema = z.object({ kind: searchKindSchema, count: z.number().int().min(0) });
export type SearchFacet = z.infer<typeof searchFacetSchema>;

export const searchItemSchema = z.object({
  kind: searchKindSchema,
  id: idSchema,
  /** The found object's name (a comment: its document's name). */
  title: z.string(),
  /** A passage of the matching text as HTML: escaped text in which only `<mark>` tags mark the words found. */
  snippet: z.string(),
  /** The app path that opens it (an instance: its class's individuals; a comment: its document's viewer). */
  link: z.string(),
  /** An individual's class (its name in `className`). */
  classId: idSchema.nullable(),
  className: z.string().nullable(),
  /** The document of a comment or of a structured document's publication. */
  docId: idSchema.nullable(),
  rank: z.number(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchAnswerSchema = z.object({
  /** Matches of the kind asked for (of every kind without `kind`). */
  total: z.number().int().min(0),
  /** Matches by kind, kinds without any left out, in SEARCH_KINDS order. */
  facets: z.array(searchFacetSchema),
  items: z.array(searchItemSchema),
  /** false when the query holds no word to search by (only stop words like «и», «the», or punctuation). */
  searchable: z.boolean(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
