/**
 * A stored message is sanitized on the server (collab-server/chat/chatText.ts): text with `&`, `<`
 * and `>` escaped and only simple inline tags without attributes. We read that small language
 * ourselves into nodes React renders as elements — never as HTML — so even a server that let
 * something slip through could not make the browser run it.
 */
export const INLINE_TAGS = ['b', 'strong', 'i', 'em', 's', 'code'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

export type MarkupNode =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; mine: boolean }
  | { kind: 'br' }
  | { kind: 'tag'; tag: InlineTag; children: MarkupNode[] };

const TOKEN_RE = /<(\/?)([a-z]+)\s*\/?>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const MENTION_RE = /(^|[^\p{L}\p{N}_@.])(@[^\s@]+)/gu;
const TRAILING_PUNCTUATION_RE = /[.,:;!?)\]}»"'…]+$/u;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Text split into plain runs and `@login` mentions; `mine` marks the ones naming the reader. */
export function splitMentions(text: string, myLogin: string | null): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION_RE)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    const word = (match[2] ?? '').replace(TRAILING_PUNCTUATION_RE, '');
    if (word.length < 2) continue;
    if (start > at) nodes.push({ kind: 'text', text: text.slice(at, start) });
    nodes.push({ kind: 'mention', text: word, mine: myLogin !== null && word.slice(1).toLowerCase() === myLogin.toLowerCase() });
    at = start + word.length;
  }
  if (at < text.length) nodes.push({ kind: 'text', text: text.slice(at) });
  return nodes;
}

/** The stored message as nodes; an unknown or stray tag is shown as the text it is. */
export function parseMessageMarkup(stored: string, myLogin: string | null): MarkupNode[] {
  const root: MarkupNode[] = [];
  const stack: Array<{ tag: InlineTag; children: MarkupNode[] }> = [];
  const current = () => stack[stack.length - 1]?.children ?? root;
  const addText = (raw: string) => {
    if (raw) current().push(...splitMentions(decodeEntities(raw), myLogin));
  };
  let at = 0;
  for (const match of stored.matchAll(TOKEN_RE)) {
    addText(stored.slice(at, match.index));
    at = (match.index ?? 0) + match[0].length;
    const [, closing, name] = match;
    if (name === 'br') current().push({ kind: 'br' });
    else if (!INLINE_TAGS.includes(name as InlineTag)) addText(match[0]);
    else if (!closing) stack.push({ tag: name as InlineTag, children: [] });
    else if (stack[stack.length - 1]?.tag === name) {
      const done = stack.pop()!;
      current().push({ kind: 'tag', tag: done.tag, children: done.children });
    }
  }
  addText(stored.slice(at));
  // tags left open (the server closes them, but be forgiving): keep their words
  while (stack.length) {
    const done = stack.pop()!;
    current().push({ kind: 'tag', tag: done.tag, children: done.children });
  }
  return root;
}

/** The message's words alone, for previews in the channel list. */
export function messagePreview(stored: string): string {
  return decodeEntities(stored.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}
