/** What went wrong, as one line for a message: an error's message, or the thrown value itself. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
