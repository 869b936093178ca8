import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { requireReadable } from '../semanticSearch';
import { invalid, isProblem } from '../problems';
import { REPORT_MESSAGES } from './reportMessages';

/**
 * A source added to a report must be a saved search its editor may read: nobody builds a report
 * over a search they could not open. Sources the report had already stay (a colleague may edit
 * the text of a report over a search shared only with its author); the reader's rights on each
 * are applied again whenever the report is shown.
 */
export async function checkAddedSources(db: Kysely<Database>, caller: Caller, sources: readonly string[], before: readonly string[] = []): Promise<void> {
  for (const id of sources) {
    if (before.includes(id)) continue;
    try {
      await requireReadable(db, caller, id);
    } catch (error) {
      if (isProblem(error, 'notFound') || isProblem(error, 'forbidden')) throw invalid(REPORT_MESSAGES.sourceUnreadable(id));
      throw error;
    }
  }
}
