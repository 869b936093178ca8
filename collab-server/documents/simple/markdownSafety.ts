/**
 * Raw HTML in a simple document's Markdown is neutralised before it is stored (issue 6, "script in
 * content"): the renderer never passes HTML through either (markdown-it html: false), but the
 * stored text is also what the editor, exports and other readers get, so nothing that could run is
 * kept. Elements that exist only to run or embed something are dropped with their content; any
 * other tag keeps its words with its `<` written as an entity, so someone writing about `<b>` or
 * `<owl:Class>` still sees them. Code (fenced blocks and inline spans) is left as typed — it is
 * shown as text — except that the dropped elements go there too: a script is never stored.
 */

const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'frameset', 'svg', 'math'];
const DROPPED_ELEMENT = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[^>]*>[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
/** A tag left alone or unclosed (`<script src=x>` with no end tag is dropped to the end of the tag). */
const DROPPED_TAG = new RegExp(`<\\/?(${DROPPED_WITH_CONTENT.join('|')})\\b[^>]*>?`, 'gi');
/**
 * Anything the CommonMark HTML rules would take as raw HTML: tags, comments, declarations, CDATA —
 * except a `<` already escaped (`\<`, as the editor writes a typed one) and the bare `<u>`/`</u>`
 * the editor writes for underline (Markdown has none of its own).
 */
const RAW_HTML_START = /(?<!\\)<(?=[a-z/!?])(?!\/?u>)/gi;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

function dropRunnable(text: string): string {
  let previous: string;
  let current = text;
  // nested or split tags (`<scr<script>ipt>`) reassemble once an inner one goes: repeat until stable
  do {
    previous = current;
    current = current.replace(DROPPED_ELEMENT, '').replace(DROPPED_TAG, '');
  } while (current !== previous);
  return current;
}

function escapeOutsideInlineCode(line: string): string {
  // inline code spans are runs between equal backtick strings; the text between them is prose
  const parts = line.split(/(`+[^`]*?`+)/);
  return parts.map((part, i) => (i % 2 === 1 ? part : part.replace(RAW_HTML_START, '&lt;'))).join('');
}

/** The Markdown as stored: runnable elements gone, other raw HTML written as text; code untouched. */
export function neutraliseRawHtml(markdown: string): string {
  const lines = dropRunnable(markdown.replace(/\r\n?/g, '\n')).split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const marker = FENCE_LINE.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return escapeOutsideInlineCode(line);
    })
    .join('\n');
}
