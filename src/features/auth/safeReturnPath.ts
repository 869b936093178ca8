/** Only paths inside this site are followed after sign-in, so the page cannot be used to redirect away. */
export function safeReturnPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  return raw;
}
