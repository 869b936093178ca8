import { describe, expect, it } from 'vitest';
import { serialQueue } from './serialQueue';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('serialQueue', () => {
  it('finishes tasks in the order they came, a slow first one included', async () => {
    const inOrder = serialQueue();
    const done: string[] = [];
    await Promise.all([
      inOrder(async () => {
        await wait(30);
        done.push('watch');
      }),
      inOrder(async () => {
        done.push('unwatch');
      }),
    ]);
    expect(done).toEqual(['watch', 'unwatch']);
  });

  it('goes on after a failed task, and the failure reaches its caller', async () => {
    const inOrder = serialQueue();
    const failed = inOrder(() => Promise.reject(new Error('no')));
    const next = inOrder(() => Promise.resolve(2));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe(2);
  });
});
