import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../store';
import type { ChangeEntry } from './changeLog';
import { runAfterCommitHooks, type WriteKind } from './writeHooks';

/** What a write records as it goes, for the hooks that run once it is stored. */
export type WriteRecorder = { changes: ChangeEntry[]; axiomMaps: Set<string> };

export const newWriteRecorder = (): WriteRecorder => ({ changes: [], axiomMaps: new Set() });

/**
 * Runs `work` in one transaction of the ontology store; once it has committed, the after-commit
 * hooks hear of it (the hub's change tail, the reasoner, …). A write that fails tells nobody.
 */
export async function writeOntology<T>(ctx: AppContext, kind: WriteKind, userId: string, work: (trx: Kysely<Database>, recorder: WriteRecorder) => Promise<T>): Promise<T> {
  const recorder = newWriteRecorder();
  const result = await ctx.db.transaction().execute((trx) => work(trx, recorder));
  afterWrite(ctx, kind, userId, recorder);
  return result;
}

/** The after-commit half alone, for writers that commit in batches of their own (imports). */
export function afterWrite(ctx: AppContext, kind: WriteKind, userId: string, recorder: WriteRecorder): void {
  runAfterCommitHooks(ctx, { kind, userId, changes: recorder.changes, axiomMaps: [...recorder.axiomMaps] });
}
