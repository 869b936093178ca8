import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionRenewal, SESSION_EXPIRING_KEY } from './sessionRenewal';
import { messageStore } from '../../state/messageStore';

// The built-in sign-in's sessions are not renewed: 20 s before one ends the user is warned.
// (The OpenID renewal runs in a frame against a real provider: tests/e2e/oidcSilentRenew.spec.ts.)
const storage = new Map<string, string>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  storage.clear();
  storage.set('osa-token', 'raw-token');
  messageStore.list = [];
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const warning = () => messageStore.list.find((m) => m.key === SESSION_EXPIRING_KEY);

describe('startSessionRenewal', () => {
  it('warns, persistently, 20 s before a built-in session ends', () => {
    startSessionRenewal({ id: 'u', sessionExpiresAt: '2026-11-23T10:01:00Z' });
    vi.advanceTimersByTime(39_999);
    expect(warning()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(warning()).toMatchObject({ kind: 'warning', timeout: -1 });
  });

  it('waits across the longest timer the browser allows', () => {
    startSessionRenewal({ id: 'u', sessionExpiresAt: '2026-12-23T10:00:00Z' });
    vi.advanceTimersByTime(2_147_483_647);
    expect(warning()).toBeUndefined();
    vi.advanceTimersByTime(30 * 86_400_000 - 2_147_483_647 - 20_000);
    expect(warning()).toBeDefined();
  });

  it('does nothing for a session without an end, or once stopped', () => {
    startSessionRenewal({ id: 'u', sessionExpiresAt: null });
    const stop = startSessionRenewal({ id: 'u', sessionExpiresAt: '2026-11-23T10:01:00Z' });
    stop();
    vi.advanceTimersByTime(120_000);
    expect(warning()).toBeUndefined();
  });
});
