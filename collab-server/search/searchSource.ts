import { sql, type RawBuilder } from 'kysely';
import type { Caller } from '../auth';
import type { SearchScope } from '../../realtime/protocol/search';

/**
 * What every source of the platform search answers, one row per object found, so that the
 * sources are one `union all` ranked, counted and paged together:
 * kind, id, title, body (the text the snippet is cut from), rank, class_id, class_name, doc_id,
 * target (what opens it: an instance's meta-kind, a document's kind) and href (a manual's link).
 */
export type SearchSourceInput = {
  /** The tsquery, as text; a parameter of every statement. */
  query: string;
  caller: Caller;
  scope: SearchScope;
  /** The documents section is on: documents, comments and publications are searched. */
  documents: boolean;
};

export const tsquery = (input: SearchSourceInput): RawBuilder<unknown> => sql`${input.query}::tsquery`;

/**
 * Quick launch keeps to the platform rule (spec §6): administrators find everything, others only
 * what they authored. The search page finds whatever the caller may read.
 */
export const ownOnly = (input: SearchSourceInput, authorColumn: RawBuilder<unknown>): RawBuilder<unknown> =>
  input.scope === 'quickLaunch' && !input.caller.user.is_admin ? sql`and ${authorColumn} = ${input.caller.user.id}` : sql``;

/** Name matches come first: a hit in a name or title adds this to the text's rank. */
export const NAME_BONUS = 1;
