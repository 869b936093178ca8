function field(data: unknown, name: 'message' | 'error'): string | undefined {
  if (!data || typeof data !== 'object' || !(name in data)) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return field(error, 'message');
}

/**
 * The text a user sees for a failed call (platform spec §8): the default message (or the
 * unexpected-error `fallback`, in the user's language), then the error's own message and the response's `message` and
 * `error`, each once, one per line. The server's `error` usually equals the error's message.
 */
export function composeErrorText(defaultMessage: string | undefined, error: unknown, fallback: string): string {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const lines = [defaultMessage || fallback, errorMessage(error), field(data, 'message'), field(data, 'error')];
  const seen = new Set<string>();
  for (const line of lines) {
    const trimmed = line?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen].join('\n');
}
