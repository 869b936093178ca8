import { describe, expect, it, vi } from 'vitest';
import { NETWORK_RETRY_DELAY_MS, withNetworkRetry } from './networkRetry';

describe('withNetworkRetry', () => {
  it('retries once after 300 ms when no response came', async () => {
    const run = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
    const wait = vi.fn(async () => undefined);
    await expect(withNetworkRetry(run, wait)).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(NETWORK_RETRY_DELAY_MS);
    expect(NETWORK_RETRY_DELAY_MS).toBe(300);
  });

  it('gives up after the second failure', async () => {
    const run = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withNetworkRetry(run, async () => undefined)).rejects.toThrow('Failed to fetch');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not retry a cancelled request or a successful one', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const cancelled = vi.fn().mockRejectedValue(abort);
    await expect(withNetworkRetry(cancelled, async () => undefined)).rejects.toBe(abort);
    expect(cancelled).toHaveBeenCalledTimes(1);
    const fine = vi.fn().mockResolvedValue(1);
    await withNetworkRetry(fine, async () => undefined);
    expect(fine).toHaveBeenCalledTimes(1);
  });
});
