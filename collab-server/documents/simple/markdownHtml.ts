import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { findReferences, TERM_KINDS, type ContentReference } from './contentReferences';
import type { DocumentKinds } from '../../../model/documents/referenceSyntax';

/**
 * A simple document's Markdown as HTML: markdown-it with raw HTML off (typed tags stay text), the
 * references of §3.10 turned into links (terms to their page, documents to their view, cross
 * references to their anchor), then sanitized by an allowlist — the HTML is put into pages as is,
 * so the allowlist, not the renderer, is what guarantees that nothing runs.
 */

export type RenderOptions = {
  /** The app's base path ('/' or '/x/'): links point into the app. */
  basePath: string;
  /** Names of referenced things, by id: shown when a reference has no display name. */
  names?: ReadonlyMap<string, string>;
  /** Referenced documents' kinds: a structured one opens in its own viewer. */
  documentKinds?: DocumentKinds;
};

function hrefOf(ref: ContentReference, options: RenderOptions): string | null {
  const basePath = options.basePath;
  if (TERM_KINDS.has(ref.kind)) return `${basePath}termin/${ref.objectId}`;
  if (ref.kind === 'document') return `${basePath}${options.documentKinds?.get(ref.objectId) === 'structured' ? 'structuredDocuments' : 'docs'}/view/${ref.objectId}`;
  if (ref.kind === 'cross') return `#${ref.objectId}`;
  return null;
}

/** What a text token holds besides words: references, and the `<u>`/`</u>` the editor writes for underline. */
type Piece = { start: number; end: number; tokens: (make: Make) => Token[] };
type Make = (type: string, tag: string, nesting: -1 | 0 | 1) => Token;
const UNDERLINE_TAG = /<(\/?)u>/g;

function pieces(text: string, options: RenderOptions): Piece[] {
  const found: Piece[] = findReferences(text).map((ref) => ({
    start: ref.start,
    end: ref.end,
    tokens: (make) => {
      const href = hrefOf(ref, options);
      const open = make(href ? 'link_open' : 'ref_span_open', href ? 'a' : 'span', 1);
      if (href) open.attrSet('href', href);
      open.attrSet('class', `doc-ref doc-ref-${ref.kind}`);
      open.attrSet('data-ref-kind', ref.kind);
      open.attrSet('data-ref-id', ref.objectId);
      const label = make('text', '', 0);
      label.content = ref.displayName ?? options.names?.get(ref.objectId) ?? ref.objectId;
      return [open, label, make(href ? 'link_close' : 'ref_span_close', href ? 'a' : 'span', -1)];
    },
  }));
  for (const match of text.matchAll(UNDERLINE_TAG)) {
    const closing = match[1] === '/';
    found.push({ start: match.index, end: match.index + match[0].length, tokens: (make) => [make(closing ? 'underline_close' : 'underline_open', 'u', closing ? -1 : 1)] });
  }
  return found.filter((p, i) => !found.some((q, j) => j < i && p.start < q.end && q.start < p.end)).sort((a, b) => a.start - b.start);
}

/** A text token split into words, reference links and underline. */
function splitText(token: Token, make: Make, options: RenderOptions): Token[] {
  const found = pieces(token.content, options);
  if (!found.length) return [token];
  const out: Token[] = [];
  const text = (content: string) => {
    if (!content) return;
    const t = make('text', '', 0);
    t.content = content;
    out.push(t);
  };
  let at = 0;
  for (const piece of found) {
    text(token.content.slice(at, piece.start));
    out.push(...piece.tokens(make));
    at = piece.end;
  }
  text(token.content.slice(at));
  return out;
}

function createRenderer(options: RenderOptions): InstanceType<typeof MarkdownIt> {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  // before text_join: a `<` the author escaped is still a token of its own there, so `\\<u>` stays text
  md.core.ruler.before('text_join', 'doc_references', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      const make: Make = (type, tag, nesting) => new state.Token(type, tag, nesting);
      block.children = block.children.flatMap((child) => (child.type === 'text' ? splitText(child, make, options) : [child]));
    }
  });
  // spans for references with no page of their own (bibliography); the sanitizer balances stray <u>
  md.renderer.rules.ref_span_open = (tokens, idx, _opts, _env, self) => `<span${self.renderAttrs(tokens[idx] as Token)}>`;
  md.renderer.rules.ref_span_close = () => '</span>';
  md.renderer.rules.underline_open = () => '<u>';
  md.renderer.rules.underline_close = () => '</u>';
  return md;
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 's', 'del', 'u', 'a', 'span', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'class', 'data-ref-kind', 'data-ref-id'],
    span: ['class', 'data-ref-kind', 'data-ref-id'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    code: ['class'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { a: ['doc-ref', /^doc-ref-[a-z]+$/], span: ['doc-ref', /^doc-ref-[a-z]+$/], code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

/** The Markdown rendered into sanitized HTML with its references as links. */
export function renderMarkdown(markdown: string, options: RenderOptions): string {
  return sanitizeHtml(createRenderer(options).render(markdown), POLICY);
}

/** Sanitizes HTML again before it is served (frozen publications were rendered at publish time). */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}
