import { apiUrl } from './basePath';
import { tokenStore } from '../features/session/tokenStore';

/** An answer of the API with an `error` field (or a failed request), carrying the server's text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Calls the API with the stored credentials and returns the parsed JSON, or throws ApiError. */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; authorization?: string | null } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const authorization = init.authorization === undefined ? tokenStore.authorization() : init.authorization;
  if (authorization) headers.authorization = authorization;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(apiUrl(path), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(text || res.statusText, res.status);
  }
  if (!res.ok || (json && typeof json === 'object' && 'error' in json && typeof json.error === 'string')) {
    const error = json && typeof json === 'object' && 'error' in json ? String(json.error) : res.statusText;
    throw new ApiError(error, res.status);
  }
  return json as T;
}
