/**
 * What the link field accepts, as the href to store: web and mail addresses, and paths inside the
 * app ('/…', '#…'). "example.org/x" gets https:// (what a person typing it means); anything else
 * with a scheme (javascript:, data:) is refused, so a link can only lead somewhere.
 */
export function normalizeLinkUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^(https?:\/\/[^/\s]+|mailto:[^\s@]+@[^\s@]+)/i.test(text)) return text;
  if (/^[/#]/.test(text) && !text.startsWith('//')) return text;
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return null;
  if (/^[\p{L}\d-]+(\.[\p{L}\d-]+)+([/?#:].*)?$/u.test(text)) return `https://${text}`;
  return null;
}
