import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './apiFetch';
import { KnownApiError, UnknownApiError } from './apiErrors';
import { shellState, FRONTEND_VERSION } from '../state/shellState';
import { messageStore } from '../state/messageStore';

// apiFetch touches only these browser globals; node has fetch, Headers and Response
const assign = vi.fn();
const storage = new Map<string, string>();

beforeEach(() => {
  vi.useFakeTimers();
  storage.clear();
  storage.set('osa-token', 'tok');
  assign.mockReset();
  messageStore.list = [];
  shellState.backendVersion = null;
  shellState.maintenance = { enabled: false, message: '' };
  vi.stubGlobal('document', { querySelector: () => null });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  vi.stubGlobal('window', { location: { pathname: '/class_list', search: '?tab=own', assign } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('apiFetch', () => {
  it('sends the stored token and returns the JSON', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('roles')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/roles', expect.objectContaining({ method: 'GET', headers: { authorization: 'tok' } }));
  });

  it('retries once after 300 ms when no response comes, then fails as unknown', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const result = apiFetch('roles').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(UnknownApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('raises a known error with the query for an `error` answer', async () => {
    vi.stubGlobal('fetch', async () => json(400, { error: 'Неверный класс' }));
    const error = await apiFetch('data', { body: { act: 'get_data' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownApiError);
    expect(error).toMatchObject({ message: 'Неверный класс', status: 400, query: 'POST data {"act":"get_data"}' });
  });

  it('records the backend version and shows the mismatch notice once', async () => {
    vi.stubGlobal('fetch', async () => json(200, {}, { 'x-powered-by': 'Ontoweave/99.0.0' }));
    await apiFetch('a');
    await apiFetch('b');
    expect(shellState.backendVersion).toBe('99.0.0');
    expect(messageStore.list.filter((m) => m.key === 'version-mismatch')).toHaveLength(1);
    expect(messageStore.list[0]).toMatchObject({ kind: 'info', timeout: -1, refresh: true });
  });

  it('no notice when the versions agree', async () => {
    vi.stubGlobal('fetch', async () => json(200, {}, { 'x-powered-by': `Ontoweave/${FRONTEND_VERSION}` }));
    await apiFetch('a');
    expect(messageStore.list).toHaveLength(0);
  });

  it('the maintenance header switches maintenance on', async () => {
    vi.stubGlobal('fetch', async () => json(200, {}, { 'x-maintenance-mode': 'on' }));
    await apiFetch('a');
    expect(shellState.maintenance.enabled).toBe(true);
  });

  it('a 401 drops the token and goes to sign-in with the full path, unless the call opted out', async () => {
    vi.stubGlobal('fetch', async () => json(401, { error: 'Необходимо войти в систему' }));
    await expect(apiFetch('auth/login', { body: {}, authorization: null })).rejects.toBeInstanceOf(KnownApiError);
    expect(assign).not.toHaveBeenCalled();
    const error = await apiFetch('roles').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, noLog: true });
    expect(assign).toHaveBeenCalledWith(`/sso/login?${new URLSearchParams({ return: '/class_list?tab=own' })}`);
    expect(storage.has('osa-token')).toBe(false);
  });
});
