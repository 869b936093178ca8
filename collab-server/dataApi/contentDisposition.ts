// Shown in the page: images and PDFs. Anything else (HTML, SVG with scripts) is only downloaded.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** RFC 6266 header: an ASCII fallback name plus the UTF-8 name (Cyrillic file names survive). */
export function contentDisposition(name: string, mime: string): string {
  const kind = INLINE_TYPES.has(mime.toLowerCase()) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
