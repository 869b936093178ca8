import { describe, expect, it } from 'vitest';
import { Problem } from '../../problems';
import { withTimeout } from './withTimeout';

const after = <T>(ms: number, value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('withTimeout', () => {
  it('gives the result when the work is in time', async () => {
    await expect(withTimeout(after(5, 'done'), 200, 'late')).resolves.toBe('done');
  });
  it('fails as timed out with the message when the work is late', async () => {
    const error = await withTimeout(after(200, 'done'), 10, 'too slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Problem);
    expect(error).toMatchObject({ kind: 'timedOut', message: 'too slow' });
  });
  it('passes the work’s own failure on', async () => {
    await expect(withTimeout(Promise.reject(new Error('broken')), 100, 'late')).rejects.toThrow('broken');
  });
});
