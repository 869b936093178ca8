import sanitizeHtml from 'sanitize-html';

/**
 * What a stored comment may contain (domain spec §5: comment text is sanitized before saving).
 * Comments are typed in a plain text box, as chat messages are: simple inline formatting a person
 * types by hand survives, with no attribute (attributes are where script hides); any other tag is
 * escaped so a comment about `<owl:Class>` keeps its words. Elements that exist only to run or
 * embed something (script, style, iframe…) are dropped with their content: stored escaped they
 * would still be a wall of code nobody meant to write in a comment.
 */
export const COMMENT_INLINE_TAGS = ['b', 'strong', 'i', 'em', 's', 'u', 'code', 'br'] as const;
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea'];

const POLICY: sanitizeHtml.IOptions = {
  // the dropped tags are "allowed" only so that exclusiveFilter sees them and removes them whole
  allowedTags: [...COMMENT_INLINE_TAGS, ...DROPPED_WITH_CONTENT],
  allowVulnerableTags: true,
  allowedAttributes: {},
  disallowedTagsMode: 'escape',
  exclusiveFilter: (frame) => DROPPED_WITH_CONTENT.includes(frame.tag),
};

/** The comment as stored and shown: markup restricted to COMMENT_INLINE_TAGS, everything else escaped or dropped. */
export function sanitizeCommentText(text: string): string {
  return sanitizeHtml(text.replace(/\r\n?/g, '\n'), POLICY).trim();
}

/** Whether a stored comment says anything once its markup is gone ('<b></b>' does not). */
export function hasWords(sanitized: string): boolean {
  return sanitized.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
}
