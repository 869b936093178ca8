import type * as Y from 'yjs';

/** One edit of a plain text: at `index`, `remove` characters go and `insert` comes in. */
export type TextChange = { index: number; remove: number; insert: string };

/**
 * The smallest single-span change from `before` to `after`: the common head and tail stay, the
 * middle is replaced. A textarea's input event is one such span (typing, pasting, deleting a
 * selection), so this is the edit the user made — and only that span touches the shared text,
 * which keeps concurrent edits elsewhere intact.
 */
export function textChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const limit = Math.min(before.length, after.length);
  let head = 0;
  while (head < limit && before.charCodeAt(head) === after.charCodeAt(head)) head += 1;
  let tail = 0;
  while (tail < limit - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  // never split a surrogate pair: an emoji is removed or inserted whole
  if (head > 0 && isHighSurrogate(before.charCodeAt(head - 1))) head -= 1;
  if (tail > 0 && isLowSurrogate(before.charCodeAt(before.length - tail))) tail -= 1;
  return { index: head, remove: before.length - head - tail, insert: after.slice(head, after.length - tail) };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Applies a change to a Y.Text in one transaction (origin marks it as this editor's own). */
export function applyTextChange(text: Y.Text, change: TextChange, origin: unknown): void {
  const doc = text.doc;
  const apply = () => {
    if (change.remove > 0) text.delete(change.index, change.remove);
    if (change.insert) text.insert(change.index, change.insert);
  };
  if (doc) doc.transact(apply, origin);
  else apply();
}

/** A Y.Text event's delta, as Yjs gives it. */
export type TextDelta = Array<{ retain?: number; insert?: string | object; delete?: number }>;

/**
 * Where a caret position goes when a remote change lands: insertions before it push it right,
 * deletions before it pull it left (into the deleted span: to its start).
 */
export function moveCaret(position: number, delta: TextDelta): number {
  // `old` walks the text as it was; `moved` is where the caret ends up
  let old = 0;
  let moved = position;
  for (const op of delta) {
    if (old > position) break;
    if (op.retain !== undefined) old += op.retain;
    else if (op.insert !== undefined) {
      // text inserted at the caret goes before it: the caret keeps the character it stood before
      moved += typeof op.insert === 'string' ? op.insert.length : 1;
    } else if (op.delete !== undefined) {
      moved -= Math.max(0, Math.min(op.delete, position - old));
      old += op.delete;
    }
  }
  return moved;
}
