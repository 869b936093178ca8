import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { SEARCH_KINDS, type SearchAnswer, type SearchFacet, type SearchItem, type SearchKind, type SearchQuery } from '../../realtime/protocol/search';
import { searchQueryText } from './searchQueryText';
import { MARK_END, MARK_START, snippetHtml } from './snippetHtml';
import { searchLink } from './searchLinks';
import { REFERENCE_PATTERN } from './referenceText';
import { SEARCH_CONFIG } from './searchVectors';
import { ontologyHits } from './ontologySearch';
import { documentSources } from './documentSearch';
import type { SearchSourceInput } from './searchSource';

// ts_headline re-reads the text it highlights; long documents are cut to this much first
const SNIPPET_SOURCE_CHARS = 100_000;
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
// tags (comments and publications are HTML) and stray markers go before highlighting; a typed
// reference reads as its display name (referenceText.ts), never as its kind and id
const UNMARKED = `<[^>]*>|[${MARK_START}${MARK_END}]`;

type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type ItemRow = {
  kind: SearchKind; id: string; title: string; rank: number; class_id: string | null; class_name: string | null;
  doc_id: string | null; target: string; href: string | null; headline: string;
};

/** The tsquery of the typed words, as text, and whether it holds any word (stop words alone do not). */
async function toTsquery(db: Kysely<Database>, q: string): Promise<{ query: string; searchable: boolean }> {
  const { words, prefix } = searchQueryText(q);
  const config = sql.lit(SEARCH_CONFIG);
  const query = prefix === null
    ? sql`websearch_to_tsquery(${config}, ${words})`
    : sql`websearch_to_tsquery(${config}, ${words}) && to_tsquery(${config}, ${`${prefix}:*`})`;
  const { rows } = await sql<{ query: string; nodes: number }>`select q::text as query, numnode(q) as nodes from (select ${query} as q) t`.execute(db);
  const row = rows[0]!;
  return { query: row.query, searchable: Number(row.nodes) > 0 };
}

/** The one statement of a search: every source's matches, counted by kind, and the page asked for, highlighted. */
export function searchStatement(input: SearchSourceInput, request: Pick<SearchQuery, 'kind' | 'limit' | 'offset' | 'scope'>): RawBuilder<{ facets: Json<SearchFacet[]>; items: Json<ItemRow[]> }> {
  const sources = [...(request.scope === 'faq' ? [] : [ontologyHits(input)]), ...documentSources(input)];
  const kindFilter = request.kind ? sql`where kind = ${request.kind}` : sql``;
  return sql<{ facets: Json<SearchFacet[]>; items: Json<ItemRow[]> }>`
    with hits as materialized (${sql.join(sources, sql` union all `)}),
    facets as (select kind, count(*)::int as count from hits group by kind),
    page as (select * from hits ${kindFilter} order by rank desc, title, id limit ${request.limit} offset ${request.offset})
    select
      (select coalesce(json_agg(json_build_object('kind', kind, 'count', count)), '[]') from facets) as facets,
      (select coalesce(json_agg(json_build_object(
         'kind', kind, 'id', id, 'title', title, 'rank', rank, 'class_id', class_id, 'class_name', class_name,
         'doc_id', doc_id, 'target', target, 'href', href,
         'headline', ts_headline(${sql.lit(SEARCH_CONFIG)}, regexp_replace(regexp_replace(left(body, ${SNIPPET_SOURCE_CHARS}), ${REFERENCE_PATTERN}, '\\1', 'g'), ${UNMARKED}, ' ', 'g'), ${input.query}::tsquery, ${HEADLINE_OPTIONS})
       ) order by rank desc, title, id), '[]') from page) as items
  `;
}

/**
 * Platform search: every source the caller may read, ranked together in one statement — counts
 * by kind over all matches, then one page of the kind asked for with its passages highlighted
 * (ts_headline runs only on that page).
 */
export async function platformSearch(db: Kysely<Database>, caller: Caller, request: SearchQuery, withDocuments: boolean): Promise<SearchAnswer> {
  const { query, searchable } = await toTsquery(db, request.q);
  if (!searchable) return { total: 0, facets: [], items: [], searchable: false };
  const input: SearchSourceInput = { query, caller, scope: request.scope, documents: withDocuments };
  const { rows } = await searchStatement(input, request).execute(db);
  const row = rows[0]!;
  const facets = parsed(row.facets).sort((a, b) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  const total = facets.filter((f) => !request.kind || f.kind === request.kind).reduce((sum, f) => sum + f.count, 0);
  const items: SearchItem[] = parsed(row.items).map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    snippet: snippetHtml(r.headline ?? ''),
    link: searchLink(r, caller.isPublic),
    classId: r.kind === 'individual' && r.target === 'individual' ? r.class_id : null,
    className: r.kind === 'individual' && r.target === 'individual' ? r.class_name : null,
    docId: r.doc_id,
    rank: Number(r.rank),
  }));
  return { total, facets, items, searchable: true };
}
