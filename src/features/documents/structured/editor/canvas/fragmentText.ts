import * as Y from 'yjs';

/**
 * The plain text of a content fragment, one line per block: what an element shows before its
 * editor is mounted (editors mount near the viewport only, so a long document stays fast).
 */
export function fragmentText(fragment: Y.XmlFragment): string {
  return fragment
    .toArray()
    .map((block) => inlineText(block))
    .join('\n');
}

function inlineText(node: Y.XmlElement | Y.XmlText | Y.XmlHook | Y.XmlFragment): string {
  if (node instanceof Y.XmlText) {
    return (node.toDelta() as Array<{ insert?: unknown }>).map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
  }
  if (node instanceof Y.XmlElement || node instanceof Y.XmlFragment) {
    const parts = node.toArray().map((child) => inlineText(child));
    // nested blocks (list items, quotes) read as separate lines
    return parts.join(node instanceof Y.XmlElement && node.nodeName === 'paragraph' ? '' : '\n');
  }
  return '';
}
