import { sql, type RawBuilder } from 'kysely';
import { documentsReadable } from '../documents/structured';
import { vector } from './searchVectors';
import { NAME_BONUS, ownOnly, tsquery, type SearchSourceInput } from './searchSource';

/**
 * Structured and simple documents whose name, title, annotation or content — or, for a structured
 * document, any element's title or content — holds the words: one row per document, its best
 * passage as the body. The FAQ variant keeps to the documents user manuals open.
 */
function documentHits(input: SearchSourceInput): RawBuilder<unknown> {
  const q = tsquery(input);
  const faqOnly = input.scope === 'faq' ? sql`and d.id in (select document_id from manuals where document_id is not null)` : sql``;
  return sql`
    select case d.kind when 'structured' then 'structuredDocument' else 'document' end as kind,
      d.id, d.name as title, h.body, h.rank, null::uuid as class_id, null::text as class_name, null::uuid as doc_id, d.kind as target, null::text as href
    from (
      select distinct on (doc) doc, body, rank from (
        select dd.id as doc, dd.name || ' ' || dd.title || ' ' || dd.annotation || ' ' || dd.content as body,
          ts_rank(${vector('document', 'dd')}, ${q}) + case when ${vector('documentName', 'dd')} @@ ${q} then ${NAME_BONUS} else 0 end as rank
        from documents dd
        where ${vector('document', 'dd')} @@ ${q}
        union all
        select e.document_id, e.title || ' ' || e.content, ts_rank(${vector('element', 'e')}, ${q})
        from document_elements e
        where ${vector('element', 'e')} @@ ${q}
      ) m
      order by doc, rank desc
    ) h
    join documents d on d.id = h.doc
    where true ${faqOnly} ${ownOnly(input, sql`d.author`)}
  `;
}

/** Comments, each under its document's name; found only where that document is readable. */
function commentHits(input: SearchSourceInput): RawBuilder<unknown> {
  const q = tsquery(input);
  return sql`
    select 'comment' as kind, c.id, d.name as title, c.text as body, ts_rank(${vector('comment', 'c')}, ${q}) as rank,
      null::uuid as class_id, null::text as class_name, c.document_id as doc_id, d.kind as target, null::text as href
    from document_comments c
    join documents d on d.id = c.document_id
    where ${vector('comment', 'c')} @@ ${q} ${ownOnly(input, sql`c.author`)}
  `;
}

/**
 * Publications of simple documents and of structured documents, by name, annotation and frozen
 * content. The public user finds only public ones (a simple publication once it was published).
 */
function publicationHits(input: SearchSourceInput): RawBuilder<unknown> {
  const q = tsquery(input);
  const isPublic = input.caller.isPublic;
  return sql`
    select 'publication' as kind, p.id, p.name as title, p.name || ' ' || p.annotation || ' ' || p.content_html as body,
      ts_rank(${vector('publication', 'p')}, ${q}) as rank, null::uuid as class_id, null::text as class_name, null::uuid as doc_id,
      'simple' as target, null::text as href
    from publications p
    where ${vector('publication', 'p')} @@ ${q}
      ${isPublic ? sql`and p.is_public and p.published_at is not null` : sql``} ${ownOnly(input, sql`p.author`)}
    union all
    select 'publication', dp.id, dp.name, dp.name || ' ' || dp.annotation || ' ' || dp.content_html,
      ts_rank(${vector('publication', 'dp')}, ${q}), null::uuid, null::text, dp.document_id, 'structured', null::text
    from document_publications dp
    where ${vector('publication', 'dp')} @@ ${q}
      ${isPublic ? sql`and dp.is_public` : sql``} ${ownOnly(input, sql`dp.author`)}
  `;
}

/** User manuals (everyone reads them, as the help menu shows them) by name and description. */
function manualHits(input: SearchSourceInput): RawBuilder<unknown> {
  const q = tsquery(input);
  return sql`
    select 'manual' as kind, mn.id, mn.name as title, mn.name || ' ' || mn.description as body,
      ts_rank(${vector('manual', 'mn')}, ${q}) as rank, null::uuid as class_id, null::text as class_name,
      mn.document_id as doc_id, coalesce(md.kind, 'link') as target, mn.link as href
    from manuals mn
    left join documents md on md.id = mn.document_id
    where ${vector('manual', 'mn')} @@ ${q}
  `;
}

/**
 * The sources besides the ontology for this caller and scope. Documents and comments follow the
 * documents' read rule (documentAccess.ts: every signed-in user reads them, the public user
 * none); publications and manuals have their own.
 */
export function documentSources(input: SearchSourceInput): RawBuilder<unknown>[] {
  const sources: RawBuilder<unknown>[] = [];
  const readable = input.documents && documentsReadable(input.caller);
  if (readable) sources.push(documentHits(input));
  if (readable && input.scope !== 'faq') sources.push(commentHits(input));
  if (input.documents && input.scope !== 'faq') sources.push(publicationHits(input));
  if (input.scope !== 'quickLaunch') sources.push(manualHits(input));
  return sources;
}
