import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Logger } from '../../logger';
import type { Caller } from '../../auth';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { readSearchElementSettings, rowsToFetch } from '../../../model/documents/searchResultTable';
import { isCallerProblem, isProblem } from '../../problems';
import { requireReadable, settingsOf, runSearch } from '../../semanticSearch';
import type { SearchRender } from './render/searchResultHtml';
import { RENDER_TEXT } from './render/renderText';

/** A document shows at most this many searches at once in a render; later ones say only what they are. */
const SEARCHES_MAX = 50;

/**
 * The answers of a document's SemanticSearchResult elements, each run as the caller (the reader of
 * a render, the publisher of a publication): a search the caller may not read renders the §8
 * message, one that fails for its own reason (a deleted class) renders the reason, and the rest of
 * the document renders regardless. Equal searches (same id and limit) run once.
 */
export async function readSearchResults(db: Kysely<Database>, log: Logger, caller: Caller, snapshot: DocumentSnapshot): Promise<Map<string, SearchRender>> {
  const byRun = new Map<string, string[]>();
  for (const e of Object.values(snapshot.elements)) {
    if (e.kind !== 'SemanticSearchResult') continue;
    const { searchId, limit } = readSearchElementSettings(e.settings);
    if (!searchId) continue;
    const key = `${searchId}:${rowsToFetch(limit)}`;
    byRun.set(key, [...(byRun.get(key) ?? []), e.innerId]);
  }
  const results = new Map<string, SearchRender>();
  for (const [key, elementIds] of [...byRun].slice(0, SEARCHES_MAX)) {
    const [searchId = '', limit = ''] = key.split(':');
    const result = await runOne(db, log, caller, searchId, Number(limit));
    for (const id of elementIds) results.set(id, result);
  }
  return results;
}

async function runOne(db: Kysely<Database>, log: Logger, caller: Caller, searchId: string, limit: number): Promise<SearchRender> {
  try {
    const { row } = await requireReadable(db, caller, searchId);
    const answer = await runSearch(db, caller, settingsOf(row), { limit, offset: 0, filters: [] });
    return { kind: 'answer', answer };
  } catch (error) {
    if (isProblem(error, 'notFound') || isProblem(error, 'forbidden')) return { kind: 'unreadable' };
    if (isCallerProblem(error)) return { kind: 'failed', message: error.message };
    // a search that breaks must not take the document down with it
    log.error({ err: error, searchId }, 'semantic search in a document failed');
    return { kind: 'failed', message: RENDER_TEXT.searchFailed };
  }
}
