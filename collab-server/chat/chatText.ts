import sanitizeHtml from 'sanitize-html';

/**
 * What a stored message may contain. Chat is typed in a plain text box, so we keep simple inline
 * formatting a person may type by hand (<b>, <i>, <s>, <code>…) and nothing that can carry a link,
 * an image, a style or a handler: no attribute survives, because attributes are where script hides.
 * Any other tag is escaped rather than dropped ('escape' mode), so someone writing about
 * `<owl:Class>` sees their words instead of losing them. Newlines stay as typed; the client shows
 * them with `white-space: pre-wrap`.
 */
export const CHAT_INLINE_TAGS = ['b', 'strong', 'i', 'em', 's', 'code', 'br'] as const;

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...CHAT_INLINE_TAGS],
  allowedAttributes: {},
  disallowedTagsMode: 'escape',
};

/** The message as stored and sent: markup restricted to CHAT_INLINE_TAGS, everything else escaped. */
export function sanitizeChatText(text: string): string {
  return sanitizeHtml(text.replace(/\r\n?/g, '\n'), POLICY).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The words of a stored (sanitized) message without markup: mentions are found and previews cut in it. */
export function chatPlainText(sanitized: string): string {
  return sanitized
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}
