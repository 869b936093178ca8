/** A refusal or failure, as the server worded it; nothing when there is none. */
export function Problem({ text, testId, multiline = false }: { text: string | null | undefined; testId?: string; multiline?: boolean }) {
  if (!text) return null;
  return (
    <div role="alert" data-testid={testId} className={`${multiline ? 'whitespace-pre-line ' : ''}rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800`}>
      {text}
    </div>
  );
}

/** What an error says to a person: the server's text when it sent one. */
export function problemText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
