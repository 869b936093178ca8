import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../store';
import type { ChangeEntry } from './changeLog';
import { AFTER_COMMIT_RETRIES_MS, registerWriteHook, runAfterCommitHooks, runInTransactionHooks, type CommittedWrite } from './writeHooks';

const trx = {} as Kysely<Database>;
const change = (entity: string): ChangeEntry => ({ entity, prop: null, op: 'new', before: null, after: { class: 'c', name: entity } });
const write: CommittedWrite = { kind: 'setData', userId: 'u', changes: [change('a')], axiomMaps: [] };
const logged: Array<{ level: string; msg: string }> = [];
const ctx = {
  log: { warn: (_o: unknown, msg: string) => logged.push({ level: 'warn', msg }), error: (_o: unknown, msg: string) => logged.push({ level: 'error', msg }) },
} as unknown as AppContext;

describe('write hooks', () => {
  const unregister: Array<() => void> = [];
  afterEach(() => {
    for (const undo of unregister.splice(0)) undo();
    logged.length = 0;
    vi.useRealTimers();
  });

  it('run in the transaction in the order they registered, each seeing what the ones before derived', async () => {
    const seen: string[][] = [];
    unregister.push(registerWriteHook({ name: 'first', inTransaction: async (_t, changes) => (seen.push(changes.map((c) => c.entity)), [change('derived')]) }));
    unregister.push(registerWriteHook({ name: 'second', inTransaction: async (_t, changes) => void seen.push(changes.map((c) => c.entity)) }));
    const derived = await runInTransactionHooks(trx, [change('a')]);
    expect(seen).toEqual([['a'], ['a', 'derived']]);
    expect(derived.map((c) => c.entity)).toEqual(['derived']);
  });

  it('let a hook refuse the write: its problem reaches the writer, and the hooks after it do not run', async () => {
    const after = vi.fn();
    unregister.push(registerWriteHook({ name: 'refuses', inTransaction: async () => Promise.reject(new Error('Правило больше не типизируется')) }));
    unregister.push(registerWriteHook({ name: 'later', inTransaction: after }));
    await expect(runInTransactionHooks(trx, [change('a')])).rejects.toThrow('Правило больше не типизируется');
    expect(after).not.toHaveBeenCalled();
  });

  it('register once by name: a second server in the process does not run a hook twice', async () => {
    const run = vi.fn(async () => undefined);
    unregister.push(registerWriteHook({ name: 'twice', inTransaction: run }));
    unregister.push(registerWriteHook({ name: 'twice', inTransaction: run }));
    await runInTransactionHooks(trx, []);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('after commit: a failure is logged and tried again until it succeeds, without holding up the writer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    unregister.push(registerWriteHook({ name: 'flaky', afterCommit: async () => { calls += 1; if (calls < 3) throw new Error('Redis is away'); } }));
    runAfterCommitHooks(ctx, write);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(AFTER_COMMIT_RETRIES_MS[0]);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(AFTER_COMMIT_RETRIES_MS[1]);
    expect(calls).toBe(3);
    expect(logged.map((l) => l.level)).toEqual(['warn', 'warn']);
  });

  it('after commit: a hook that keeps failing is given up after its retries, and says so', async () => {
    vi.useFakeTimers();
    unregister.push(registerWriteHook({ name: 'broken', afterCommit: () => { throw new Error('down'); } }));
    runAfterCommitHooks(ctx, write);
    for (const delay of AFTER_COMMIT_RETRIES_MS) await vi.advanceTimersByTimeAsync(delay);
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(AFTER_COMMIT_RETRIES_MS.length);
    expect(logged.at(-1)).toEqual({ level: 'error', msg: 'write hook: gave up after its retries' });
  });
});
