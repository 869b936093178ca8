/**
 * The text beside a node under reduced labelling: its own attributes above, its own objects below,
 * each name once in the whole drawing. A long list is shortened to what fits and "+N" for the rest
 * (the details panel and the node's tooltip list them all).
 */

export const LABEL_FONT_SIZE = 11;
/** A sans-serif character at LABEL_FONT_SIZE is about this wide on average (Cyrillic and Latin alike). */
const CHAR_WIDTH = 6.2;
const MAX_LABEL_CHARS = 32;

/** Names joined while they fit in `maxChars`, then "+N" for the rest; a single long name is cut with "…". */
export function shortLabel(names: readonly string[], maxChars = MAX_LABEL_CHARS): string {
  if (names.length === 0) return '';
  const cut = (name: string) => (name.length > maxChars ? `${name.slice(0, maxChars - 1)}…` : name);
  let text = cut(names[0]!);
  let shown = 1;
  while (shown < names.length) {
    const next = `${text}, ${names[shown]!}`;
    const rest = names.length - shown - 1;
    const tail = rest > 0 ? ` +${rest}` : '';
    if (next.length + tail.length > maxChars) break;
    text = next;
    shown++;
  }
  return shown < names.length ? `${text} +${names.length - shown}` : text;
}

/** How wide a label is drawn, estimated without measuring (the layout runs before anything is on screen). */
export function labelWidth(text: string, fontSize = LABEL_FONT_SIZE): number {
  return text.length * CHAR_WIDTH * (fontSize / LABEL_FONT_SIZE);
}

export type NodeLabels = { above: string[]; below: string[] };

/** Per concept the shortened attribute (above) and object (below) labels, from the reduced labelling's indices. */
export function nodeLabels(reduced: { objects: number[][]; attributes: number[][] }, objectNames: readonly string[], attributeNames: readonly string[]): NodeLabels {
  const name = (names: readonly string[]) => (indices: number[]) => shortLabel(indices.map((i) => names[i] ?? ''));
  return { above: reduced.attributes.map(name(attributeNames)), below: reduced.objects.map(name(objectNames)) };
}

export type LabelBox = { key: string; x: number; y: number; width: number; height: number };

/**
 * Which labels to draw when they may collide (a big lattice zoomed in): in the given order (the
 * caller puts what matters first), each label is kept unless it overlaps one already kept. The
 * rest stay readable in the node's tooltip and the details panel.
 */
export function labelsWithoutOverlap(boxes: readonly LabelBox[]): Set<string> {
  const kept: LabelBox[] = [];
  const keys = new Set<string>();
  for (const box of boxes) {
    const clash = kept.some((other) => Math.abs(box.x - other.x) * 2 < box.width + other.width && Math.abs(box.y - other.y) * 2 < box.height + other.height);
    if (clash) continue;
    kept.push(box);
    keys.add(box.key);
  }
  return keys;
}
