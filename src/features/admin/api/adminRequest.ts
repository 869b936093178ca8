import type { z } from 'zod';
import { apiFetch, KnownApiError } from '../../../api/apiFetch';

type Init = { method?: string; body?: unknown };

/** Calls the API and checks the answer against its wire schema, so screens only ever see typed data. */
export async function request<S extends z.ZodType>(schema: S, path: string, init: Init = {}): Promise<z.infer<S>> {
  const answer = await apiFetch<unknown>(path, init);
  return schema.parse(answer);
}

/** For calls whose answer the screen does not use (deletes, acknowledgements). */
export async function send(path: string, init: Init): Promise<void> {
  await apiFetch<unknown>(path, init);
}

/**
 * The text to show for a failed call: the server's `error` when it sent one, otherwise null so
 * the screen falls back to its own translated wording. Anything else is not for the admin to
 * read: the browser's "Failed to fetch", an error page's HTML, a schema mismatch (a bug).
 */
export function serverErrorText(error: unknown): string | null {
  return error instanceof KnownApiError ? error.message : null;
}
