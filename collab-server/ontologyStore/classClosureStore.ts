import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { affectedByParentChanges, closureRows } from './classHierarchy';
import { chunks, IDS_PER_STATEMENT, ROWS_PER_STATEMENT } from '../store';
import type { WriteState } from './writeState';

/**
 * Recomputes class_closure for the classes a call created, deleted or re-parented and everything
 * below them, from the in-memory graph (loaded whole for such calls). Deleted classes leave no rows.
 */
export async function rewriteClosure(trx: Kysely<Database>, state: WriteState): Promise<void> {
  if (!state.graph || state.hierarchyChanged.size === 0) return;
  const deleted = [...state.hierarchyChanged].filter((c) => !state.live(c));
  const affected = affectedByParentChanges(
    state.graph,
    [...state.hierarchyChanged].filter((c) => state.live(c)),
  );
  for (const batch of chunks([...affected, ...deleted], IDS_PER_STATEMENT)) {
    await trx.deleteFrom('class_closure').where('descendant', 'in', batch).execute();
  }
  for (const batch of chunks(deleted, IDS_PER_STATEMENT)) {
    await trx.deleteFrom('class_closure').where('ancestor', 'in', batch).execute();
  }
  for (const batch of chunks(closureRows(state.graph, affected), ROWS_PER_STATEMENT)) {
    await trx.insertInto('class_closure').values(batch).execute();
  }
}
