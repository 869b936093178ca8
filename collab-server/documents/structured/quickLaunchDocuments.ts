import { sql, type RawBuilder } from 'kysely';
import { callerAccess, type CallerAccess } from '../../auth';
import type { QuickLaunchSource } from '../../serverArea';
import { likePattern } from '../../ontologyStore';

/** The document kinds quick launch finds, each with the rank quickLaunchSearch.ts gives it. */
export type DocumentRanks = { document: number; structuredDocument: number; publication: number; documentPublication: number };

/**
 * Simple and structured documents, simple-document publications and structured documents'
 * publications whose name contains `q`, as rows of the same shape as the instances' part of
 * quick launch (id, name, rank, class_id, class_name): a structured document's publication
 * carries its document in class_id / class_name, since its page is the document's, showing it.
 * Administrators find all of them; others only those they authored (platform spec §6).
 */
export function documentMatches(caller: CallerAccess, q: string, ranks: DocumentRanks): RawBuilder<unknown> {
  const contains = likePattern(q, 'contains');
  const own = (column: RawBuilder<unknown>) => (caller.isAdmin ? sql`` : sql`and ${column} = ${caller.userId}`);
  return sql`
    select d.id, d.name,
      (case when d.kind = 'structured' then ${ranks.structuredDocument} else ${ranks.document} end)::int as rank,
      null::uuid as class_id, null::text as class_name
    from documents d
    where d.name ilike ${contains} ${own(sql`d.author`)}
    union all
    select p.id, p.name, ${ranks.publication}::int, null::uuid, null::text
    from publications p
    where p.name ilike ${contains} ${own(sql`p.author`)}
    union all
    select dp.id, dp.name, ${ranks.documentPublication}::int, dp.document_id, d.name
    from document_publications dp
    join documents d on d.id = dp.document_id
    where dp.name ilike ${contains} ${own(sql`dp.author`)}
  `;
}

/** Documents and publications in quick launch: none when the documents section is turned off. */
export const documentsQuickLaunch: QuickLaunchSource = {
  kinds: ['document', 'structuredDocument', 'publication', 'documentPublication'],
  matches: async (ctx, caller, q, rank) =>
    ctx.config.shell.disabledSections.includes('documents')
      ? null
      : documentMatches(callerAccess(caller), q, { document: rank('document'), structuredDocument: rank('structuredDocument'), publication: rank('publication'), documentPublication: rank('documentPublication') }),
  link: (kind, id, parentId) => {
    switch (kind) {
      case 'document':
        return `/docs/view/${id}`;
      case 'structuredDocument':
        return `/structuredDocuments/view/${id}`;
      case 'publication':
        return `/doctree/${id}`;
      default:
        return `/structuredDocuments/view/${parentId}?publication=${id}`;
    }
  },
};
