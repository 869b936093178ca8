import type { Discussion, DocumentRange } from '../../../../../realtime/protocol/documents/comments';
import { COMMENT_LIMITS } from '../../../../../realtime/protocol/documents/comments';
import type { Heading } from './tableOfContents';
import { locateRange, splitOverPieces } from './textAnchors';

/**
 * What the viewer does to the rendered document's DOM: find headings, read a selection as an
 * anchored range, mark the commented ranges. The HTML comes from document/render with every
 * element wrapped as `id="el-{innerId}" data-element-id="{innerId}"`.
 */

const MARK_CLASS = 'sdoc-comment-mark';

/** The headings of the document with the anchor each one scrolls to (a search table's group headings are its rows, not the document's outline). */
export function collectHeadings(root: HTMLElement): Heading[] {
  return [...root.querySelectorAll<HTMLElement>('h1,h2,h3,h4,h5,h6')].filter((heading) => !heading.classList.contains('sdoc-search-group')).map((heading) => {
    const owner = heading.id ? heading : heading.closest<HTMLElement>('[id][data-element-id]');
    return { level: Number(heading.tagName.slice(1)), text: heading.textContent ?? '', anchorId: owner?.id ?? '' };
  }).filter((h) => h.anchorId !== '');
}

/** The innermost element of the document holding the whole selection, with the selection as its offsets. */
export function selectionRange(root: HTMLElement, selection: Selection | null): { range: DocumentRange; rect: DOMRect } | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const common = range.commonAncestorContainer;
  const start = common instanceof Element ? common : common.parentElement;
  const element = start?.closest<HTMLElement>('[data-element-id]');
  if (!element || !root.contains(element) || !element.dataset.elementId) return null;
  const before = document.createRange();
  before.selectNodeContents(element);
  before.setEnd(range.startContainer, range.startOffset);
  const from = before.toString().length;
  const quote = range.toString();
  if (!quote.trim()) return null;
  // a selection longer than a quote may be is kept by its offsets alone
  const kept = quote.length <= COMMENT_LIMITS.quoteMax ? quote : '';
  return { range: { elementId: element.dataset.elementId, start: from, end: from + quote.length, quote: kept }, rect: range.getBoundingClientRect() };
}

function textNodes(element: HTMLElement): Text[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Removes every comment mark, leaving the text as rendered. */
export function clearCommentMarks(root: HTMLElement): void {
  for (const mark of [...root.querySelectorAll(`mark.${MARK_CLASS}`)]) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}

/** Wraps each discussion's range in marks (open ones yellow, completed ones grey, the active one stronger). */
export function markDiscussions(root: HTMLElement, discussions: readonly Discussion[], activeId: string | null): void {
  clearCommentMarks(root);
  for (const discussion of discussions) {
    const anchor = discussion.documentRange;
    if (!anchor) continue;
    const element = root.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(anchor.elementId)}"]`);
    if (!element) continue;
    const nodes = textNodes(element);
    const found = locateRange(nodes.map((n) => n.data).join(''), anchor);
    if (!found) continue;
    const pieces = splitOverPieces(nodes.map((n) => n.data.length), found.start, found.end);
    // back to front: splitting a node must not shift the offsets of pieces still to wrap
    for (const piece of [...pieces].reverse()) {
      const node = nodes[piece.index];
      if (!node) continue;
      const middle = node.splitText(piece.from);
      middle.splitText(piece.to - piece.from);
      const mark = document.createElement('mark');
      mark.className = `${MARK_CLASS} ${discussion.completed ? 'bg-gray-200' : 'bg-yellow-200'} ${discussion.id === activeId ? 'ring-2 ring-amber-500' : ''} cursor-pointer rounded-sm print:bg-transparent`;
      mark.dataset.discussionId = discussion.id;
      middle.parentNode?.insertBefore(mark, middle);
      mark.appendChild(middle);
    }
  }
}

/** Scrolls an element into view and flashes it, so the eye finds where the jump went. */
export function flash(element: Element | null): void {
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element.classList.add('sdoc-flash');
  setTimeout(() => element.classList.remove('sdoc-flash'), 1500);
}

let mermaidIds = 0;
/** Renders `<pre class="mermaid">` blocks as diagrams; mermaid is loaded only when a document has one. */
export async function renderMermaid(root: HTMLElement): Promise<void> {
  const blocks = [...root.querySelectorAll<HTMLElement>('pre.mermaid:not([data-rendered])')];
  if (blocks.length === 0) return;
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
  for (const block of blocks) {
    const source = block.textContent ?? '';
    block.dataset.rendered = 'true';
    try {
      const { svg } = await mermaid.render(`sdoc-mermaid-${++mermaidIds}`, source);
      block.innerHTML = svg;
      block.classList.add('bg-transparent');
    } catch (error) {
      // a diagram with a syntax error stays as its source, with the reason beside it
      block.dataset.error = error instanceof Error ? error.message : String(error);
      block.title = block.dataset.error;
    }
  }
}

/** A reference link of the rendered document, with the element it stands in. */
export type ReferenceLink = { kind: string; objectId: string; name: string; link: HTMLElement };

// the renderer marks a reference link with its kind and object id (data-ref-kind / data-object-id);
// the other spellings are read too, so a renderer change does not empty the panel silently
const KIND_ATTRIBUTES = ['data-ref-kind', 'data-reference-kind', 'data-kind'];
const ID_ATTRIBUTES = ['data-object-id', 'data-ref-id', 'data-id'];

/** Every reference link in the document, in reading order. */
export function collectReferenceLinks(root: HTMLElement): ReferenceLink[] {
  const selector = KIND_ATTRIBUTES.map((a) => `[${a}]`).join(',');
  const links: ReferenceLink[] = [];
  for (const link of root.querySelectorAll<HTMLElement>(selector)) {
    const kind = KIND_ATTRIBUTES.map((a) => link.getAttribute(a)).find(Boolean);
    const objectId = ID_ATTRIBUTES.map((a) => link.getAttribute(a)).find(Boolean);
    if (kind && objectId) links.push({ kind, objectId: objectId.toLowerCase(), name: link.textContent?.trim() ?? '', link });
  }
  return links;
}
