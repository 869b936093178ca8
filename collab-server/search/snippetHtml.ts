/**
 * The markers ts_headline puts around the words found. Control characters: no stored text holds
 * them (they are stripped before highlighting), so a document cannot forge a highlight.
 */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A highlighted passage as the browser may show it: everything escaped, then the markers turned
 * into `<mark>` — so `<mark>` is the only tag that ever reaches the page, whatever the text held
 * (comments and publications are HTML, documents Markdown with entities). Markdown's own marks
 * (`**`, `#`, backticks, table bars) are dropped: a passage is words, not source.
 */
export function snippetHtml(headline: string): string {
  const text = headline
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[*_`#|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let html = '';
  let open = false;
  // the markers are control characters on purpose (see above)
  const markers = new RegExp(`([${MARK_START}${MARK_END}])`, 'u');
  for (const part of text.split(markers)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else html += escapeHtml(part);
  }
  return open ? `${html}</mark>` : html;
}
