import * as Y from 'yjs';
import { contentUnits, createChild, isText, isTextRun, markAttributes, nodeAttributes, setElementAttribute, textString, type ContentUnit, type Delta, type ProseMirrorJSON, type TextJSON } from './fragmentJson';

/**
 * Makes a fragment hold a document (fragmentJson.ts tells the format) by changing only what
 * differs, the way the editor binding writes its own changes: children equal to what is wanted
 * stay as they are; a paragraph (or any element) whose text changed keeps its Y.XmlElement and
 * its Y.XmlText, only the changed characters are deleted and inserted, and only formatting that
 * changed is written. Text someone types concurrently into an element therefore survives, and
 * carets (Yjs relative positions) stay where they were. Call it inside a transaction.
 */
export function updateFragment(fragment: Y.XmlFragment, doc: ProseMirrorJSON): void {
  updateChildren(fragment, contentUnits(doc));
}

type Child = Y.XmlElement | Y.XmlText | Y.XmlHook;

/**
 * Children equal at both ends are kept. Between them, children are paired from both ends: of the
 * two end pairs, the one more alike (more text in common) is updated in place first, so that a
 * paragraph inserted or removed beside an edited one does not take the edited one's place (and
 * with it, what someone is typing there). A pair of different kinds (a heading where a paragraph
 * was) is replaced. What remains on one side is deleted or inserted.
 */
function updateChildren(parent: Y.XmlFragment, units: ContentUnit[]): void {
  const children = parent.toArray() as Child[];
  // an element emptied keeps its text object: what someone types into it meanwhile survives
  const only = children[0];
  if (units.length === 0 && children.length === 1 && only instanceof Y.XmlText) {
    if (only.length > 0) only.delete(0, only.length);
    return;
  }
  let left = 0;
  while (left < children.length && left < units.length && same(children[left]!, units[left]!)) left++;
  let yRight = children.length - 1;
  let pRight = units.length - 1;
  while (yRight >= left && pRight >= left && same(children[yRight]!, units[pRight]!)) {
    yRight--;
    pRight--;
  }
  // `left` is both the index of the next child and of the next unit: a replacement keeps the count
  let pLeft = left;
  while (left <= yRight && pLeft <= pRight) {
    const leftLikeness = likeness(children[left]!, units[pLeft]!);
    const rightLikeness = likeness(children[yRight]!, units[pRight]!);
    if (leftLikeness < 0 && rightLikeness < 0) {
      parent.delete(left, 1);
      parent.insert(left, [createChild(units[pLeft]!)]);
      left++;
      pLeft++;
    } else if (leftLikeness >= rightLikeness) {
      updateChild(children[left++]!, units[pLeft++]!);
    } else {
      updateChild(children[yRight--]!, units[pRight--]!);
    }
  }
  if (yRight >= left) parent.delete(left, yRight - left + 1);
  if (pRight >= pLeft) parent.insert(left, units.slice(pLeft, pRight + 1).map(createChild));
}

/** Updates a child in place; the caller has checked that it is of the unit's kind (likeness ≥ 0). */
function updateChild(child: Child, unit: ContentUnit): void {
  if (child instanceof Y.XmlText && isTextRun(unit)) return updateText(child, unit);
  if (!(child instanceof Y.XmlElement) || isTextRun(unit)) return;
  const wanted = nodeAttributes(unit);
  const current = child.getAttributes() as Record<string, unknown>;
  for (const key of Object.keys(current)) if (!(key in wanted)) child.removeAttribute(key);
  for (const [key, value] of Object.entries(wanted)) if (!sameValue(current[key], value)) setElementAttribute(child, key, value);
  updateChildren(child, contentUnits(unit));
}

function updateText(text: Y.XmlText, run: TextJSON[]): void {
  const delta = text.toDelta() as Delta;
  const change = textChange(textString(text), run.map((node) => node.text).join(''));
  if (change.removed > 0) text.delete(change.index, change.removed);
  if (change.inserted.length > 0) text.insert(change.index, change.inserted);
  // every run is formatted with all the marks it should have and none of the others (inserted
  // text takes the formatting where it lands); Yjs writes formatting only where it differs
  const inserted = change.inserted.length > 0 ? (text.toDelta() as Delta) : [];
  const formats = new Set([...delta, ...inserted].flatMap((op) => Object.keys(op.attributes ?? {})));
  let index = 0;
  for (const node of run) {
    const attributes: Record<string, unknown> = {};
    for (const key of formats) attributes[key] = null;
    Object.assign(attributes, markAttributes(node.marks));
    text.format(index, node.text.length, attributes);
    index += node.text.length;
  }
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The one change that turns `from` into `to`: what lies between their common start and end (never half a surrogate pair). */
export function textChange(from: string, to: string): { index: number; removed: number; inserted: string } {
  const limit = Math.min(from.length, to.length);
  let prefix = 0;
  while (prefix < limit && from.charCodeAt(prefix) === to.charCodeAt(prefix)) prefix++;
  if (prefix > 0 && isHighSurrogate(from.charCodeAt(prefix - 1))) prefix--;
  let suffix = 0;
  while (suffix < limit - prefix && from.charCodeAt(from.length - 1 - suffix) === to.charCodeAt(to.length - 1 - suffix)) suffix++;
  if (suffix > 0 && isLowSurrogate(from.charCodeAt(from.length - suffix))) suffix--;
  return { index: prefix, removed: from.length - prefix - suffix, inserted: to.slice(prefix, to.length - suffix) };
}

/** Equal values; object entries that are null or absent count as the same (null attributes are not stored). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const present = (o: object): string[] => Object.entries(o).flatMap(([key, value]) => (value === null || value === undefined ? [] : [key]));
  const keys = present(a);
  return keys.length === present(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Whether the child holds exactly the unit. */
function same(child: Child, unit: ContentUnit): boolean {
  if (child instanceof Y.XmlText) {
    if (!isTextRun(unit)) return false;
    const delta = child.toDelta() as Delta;
    return delta.length === unit.length && delta.every((op, i) => op.insert === unit[i]!.text && sameValue(op.attributes ?? {}, markAttributes(unit[i]!.marks)));
  }
  if (!(child instanceof Y.XmlElement) || isTextRun(unit) || child.nodeName !== unit.type) return false;
  if (!sameValue(child.getAttributes(), nodeAttributes(unit))) return false;
  const children = child.toArray();
  const units = contentUnits(unit);
  return children.length === units.length && children.every((grandchild, i) => same(grandchild, units[i]!));
}

const childText = (child: Child): string =>
  child instanceof Y.XmlText ? textString(child) : child instanceof Y.XmlElement ? child.toArray().map(childText).join('') : '';
const unitText = (unit: ContentUnit): string =>
  isTextRun(unit) ? unit.map((node) => node.text).join('') : (unit.content ?? []).map((node) => (isText(node) ? node.text : unitText(node))).join('');

/** -1 when the child cannot become the unit in place (another kind of node); else how much text they share at their ends. */
function likeness(child: Child, unit: ContentUnit): number {
  const sameKind = child instanceof Y.XmlText ? isTextRun(unit) : child instanceof Y.XmlElement && !isTextRun(unit) && child.nodeName === unit.type;
  if (!sameKind) return -1;
  const text = childText(child);
  return text.length - textChange(text, unitText(unit)).removed;
}
