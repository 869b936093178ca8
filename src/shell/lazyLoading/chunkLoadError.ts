/** A page's script did not arrive in time (platform spec §9: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly chunk: string) {
    super(`Loading ${chunk || 'a script'} took longer than allowed`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

// what Chromium, Firefox, Safari and Vite's preload helper say when a script or style chunk is missing
const CHUNK_FAILURE = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .+ failed/i,
];

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

/** The file that failed ('HomePage-3f2a.js'), from the URL in the error's text; '' when there is none. */
export function chunkNameOf(error: unknown): string {
  if (error instanceof ChunkLoadTimeoutError) return error.chunk;
  const url = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/i.exec(messageOf(error))?.[0] ?? '';
  return url.replace(/[?#].*$/, '').split('/').pop() ?? '';
}
