import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { affectedByParentChanges, closureRows, type ClosureRow } from './classHierarchy';
import { chunks, insertByColumns, IDS_PER_STATEMENT, type ArrayColumn } from '../store';
import type { WriteState } from './writeState';

// column arrays, not a VALUES list: a re-parented root or an imported ontology rewrites tens of thousands of rows (so.owl 17,800)
const CLOSURE_COLUMNS: ArrayColumn<ClosureRow>[] = [
  { column: 'ancestor', type: 'uuid', value: (r) => r.ancestor },
  { column: 'descendant', type: 'uuid', value: (r) => r.descendant },
  { column: 'depth', type: 'int', value: (r) => r.depth },
];

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
  await insertByColumns(trx, 'class_closure', CLOSURE_COLUMNS, closureRows(state.graph, affected));
}
