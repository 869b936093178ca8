import { changedRanges, diffWords, type TextRange } from '../../../../../model/documents/wordDiff';
import type { Side } from './compareMarks';
import { rangesPerNode } from './wordRanges';

/** Element wrappers of the rendered document: `id="el-…"` with the element's id. */
const WRAPPER = '[id][data-element-id]';

/** The text nodes an element shows itself — not those of the elements inside it, nor the comparison's notes. */
function ownTextNodes(element: Element): Text[] {
  const nodes: Text[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest(WRAPPER) === element && !parent.closest('.sdoc-diff-note')) nodes.push(node as Text);
  }
  return nodes;
}

const wrapperOf = (root: ParentNode, id: string): Element | null => root.querySelector(`${WRAPPER}[data-element-id="${CSS.escape(id)}"]`);
const ownText = (element: Element | null): string => (element ? ownTextNodes(element).map((node) => node.data).join('') : '');

/** Per side, the ranges of each element's own text to highlight. */
export type WordChanges = Record<Side, Map<string, TextRange[]>>;

/**
 * The words that changed in the elements whose text changed, found in the two rendered versions
 * (the text a reader sees, not its Markdown): removed words on the older side, added on the newer.
 */
export function wordChanges(olderHtml: string, newerHtml: string, ids: readonly string[]): WordChanges {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const older = parse(olderHtml);
  const newer = parse(newerHtml);
  const changes: WordChanges = { older: new Map(), newer: new Map() };
  for (const id of ids) {
    const segments = diffWords(ownText(wrapperOf(older, id)), ownText(wrapperOf(newer, id)));
    changes.older.set(id, changedRanges(segments, 'older'));
    changes.newer.set(id, changedRanges(segments, 'newer'));
  }
  return changes;
}

/** Wraps the changed words of each element in `<mark>` (styled in renderedDocument.css); call before notes are added. */
export function highlightWords(root: HTMLElement, side: Side, ranges: ReadonlyMap<string, TextRange[]>): void {
  for (const [id, found] of ranges) {
    const element = wrapperOf(root, id);
    if (!element || found.length === 0) continue;
    const nodes = ownTextNodes(element);
    rangesPerNode(nodes.map((node) => node.data.length), found).forEach((local, n) => {
      const node = nodes[n]!;
      // from the end: the offsets of the earlier ranges stay valid as the node is split
      for (const [start, end] of [...local].reverse()) {
        node.splitText(end);
        const word = node.splitText(start);
        const mark = element.ownerDocument.createElement('mark');
        mark.className = side === 'older' ? 'sdoc-word-removed' : 'sdoc-word-added';
        mark.dataset.testid = `word-${side === 'older' ? 'removed' : 'added'}`;
        word.replaceWith(mark);
        mark.append(word);
      }
    });
  }
}
