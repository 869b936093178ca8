import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../store';
import type { ChangeEntry } from './changeLog';

/** How a write came: set_data, an import of a table or of an OWL file, a class definition, a revert, a rule command. */
export type WriteKind = 'setData' | 'tableImport' | 'owlImport' | 'definition' | 'revert' | 'rule';

/** A write that committed: who, what changed, and the maps whose axioms it changed (an import, a class definition). */
export type CommittedWrite = {
  kind: WriteKind;
  userId: string;
  changes: readonly ChangeEntry[];
  axiomMaps: readonly string[];
};

/**
 * A side effect of the ontology's writes, registered by the area that owns it (like a Hocuspocus
 * extension): the core imports none of them.
 * - `inTransaction` runs inside set_data's transaction once its items are applied and the closure
 *   rewritten, before the change log: it may refuse the write (a problem it throws rolls it all
 *   back, with its message) and return changes it derived, which later hooks and the change log see.
 * - `afterCommit` runs once the write is stored, for every kind of write: a failure is logged and
 *   tried again later, never lost while the process lives (the change log has the write for good).
 */
export type WriteHook = {
  name: string;
  inTransaction?: (trx: Kysely<Database>, changes: readonly ChangeEntry[]) => Promise<readonly ChangeEntry[] | void>;
  afterCommit?: (ctx: AppContext, write: CommittedWrite) => Promise<void> | void;
};

// the hooks of this process, in the order the areas registered them; a name registers once, so
// servers started side by side in one process (tests) share the list
const hooks = new Map<string, WriteHook>();

export function registerWriteHook(hook: WriteHook): () => void {
  hooks.set(hook.name, hook);
  return () => {
    if (hooks.get(hook.name) === hook) hooks.delete(hook.name);
  };
}

export const registeredWriteHooks = (): readonly WriteHook[] => [...hooks.values()];

/** Runs the in-transaction hooks in order; each sees what the write and the hooks before it changed. Returns what they derived. */
export async function runInTransactionHooks(trx: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<ChangeEntry[]> {
  const derived: ChangeEntry[] = [];
  for (const hook of hooks.values()) {
    if (!hook.inTransaction) continue;
    const more = await hook.inTransaction(trx, [...changes, ...derived]);
    if (more) derived.push(...more);
  }
  return derived;
}

/** Delays before each retry of a failed after-commit hook. */
export const AFTER_COMMIT_RETRIES_MS = [200, 1_000, 5_000, 30_000, 120_000] as const;

async function deliver(ctx: AppContext, hook: WriteHook, write: CommittedWrite, attempt: number): Promise<void> {
  try {
    await hook.afterCommit?.(ctx, write);
  } catch (error) {
    const delay = AFTER_COMMIT_RETRIES_MS[attempt];
    if (delay === undefined) {
      ctx.log.error({ err: error, hook: hook.name, kind: write.kind, attempts: attempt + 1 }, 'write hook: gave up after its retries');
      return;
    }
    ctx.log.warn({ err: error, hook: hook.name, kind: write.kind, retryInMs: delay }, 'write hook failed after commit: trying again');
    setTimeout(() => void deliver(ctx, hook, write, attempt + 1), delay).unref();
  }
}

/**
 * Tells every after-commit hook about a stored write. They run side by side and never hold up the
 * writer's answer; each failure is retried on its own.
 */
export function runAfterCommitHooks(ctx: AppContext, write: CommittedWrite): void {
  const listening = [...hooks.values()].filter((hook) => hook.afterCommit);
  if (listening.length === 0) return;
  // from the next turn of the event loop, once the writer's answer is on its way: PGlite answers
  // on this thread, and the hub's read of a large write's change-log rows (10,000 of them after a
  // big set_data) would otherwise run before the answer leaves
  setImmediate(() => {
    for (const hook of listening) void deliver(ctx, hook, write, 0);
  });
}
