import * as Y from 'yjs';

/**
 * An element's content in the Y.Doc, in the format of the editor's Collaboration binding
 * (y-prosemirror, as @tiptap/y-tiptap ships it), read and written with Yjs alone:
 * - a node other than text is a Y.XmlElement named after its type, with the node's attributes
 *   that are not null as its attributes, and its content as its children;
 * - consecutive text nodes are one Y.XmlText, each node a run formatted with one attribute per
 *   mark: the mark's name → the mark's attrs ({} when it has none).
 * A mark type that may overlap itself is stored under `name--hash`; this schema has none, but
 * such a name is read as the mark's.
 */

export type MarkJSON = { type: string; attrs?: Record<string, unknown> };
/** A node as ProseMirror's Node.toJSON writes it (attrs complete, marks in schema order). */
export type ProseMirrorJSON = { type: string; content?: ProseMirrorJSON[]; attrs?: Record<string, unknown>; text?: string; marks?: MarkJSON[] };
export type TextJSON = ProseMirrorJSON & { type: 'text'; text: string };

/** A child as the Y.Doc holds it: a node (a Y.XmlElement) or a run of text nodes (one Y.XmlText). */
export type ContentUnit = ProseMirrorJSON | TextJSON[];
export type ContentChild = Y.XmlElement | Y.XmlText;

/** A Y.XmlText's content as Yjs gives it: runs of text (or embeds) with their formatting. */
export type Delta = Array<{ insert?: unknown; attributes?: Record<string, unknown> }>;
type AttributeValue = object | number | string | null;

export const isText = (node: ProseMirrorJSON): node is TextJSON => node.type === 'text';
export const isTextRun = (unit: ContentUnit): unit is TextJSON[] => Array.isArray(unit);

/** A node's content grouped as the Y.Doc holds it. */
export function contentUnits(node: ProseMirrorJSON): ContentUnit[] {
  const units: ContentUnit[] = [];
  for (const child of node.content ?? []) {
    const last = units[units.length - 1];
    if (!isText(child)) units.push(child);
    else if (last && isTextRun(last)) last.push(child);
    else units.push([child]);
  }
  return units;
}

/** The attributes a Y.XmlElement holds for a node: null ones are left out. */
export function nodeAttributes(node: ProseMirrorJSON): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.attrs ?? {})) if (value !== null && value !== undefined) attributes[key] = value;
  return attributes;
}

/** The formatting attributes of a text node's run. */
export function markAttributes(marks: MarkJSON[] | undefined): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const mark of marks ?? []) attributes[mark.type] = mark.attrs ?? {};
  return attributes;
}

export const markName = (attribute: string): string => attribute.replace(/--[A-Za-z0-9+/=]{8}$/, '');

export function setElementAttribute(element: Y.XmlElement, key: string, value: unknown): void {
  (element as Y.XmlElement<Record<string, AttributeValue>>).setAttribute(key, value as AttributeValue);
}

/** The runs of a Y.XmlText as text nodes (embeds, which the editor never writes, are skipped). */
export function textNodes(text: Y.XmlText): TextJSON[] {
  const nodes: TextJSON[] = [];
  for (const op of text.toDelta() as Delta) {
    if (typeof op.insert !== 'string') continue;
    const node: TextJSON = { type: 'text', text: op.insert };
    if (op.attributes) node.marks = Object.entries(op.attributes).map(([key, attrs]) => ({ type: markName(key), attrs: attrs as Record<string, unknown> }));
    nodes.push(node);
  }
  return nodes;
}

/** The plain text of a Y.XmlText. */
export const textString = (text: Y.XmlText): string => textNodes(text).map((node) => node.text).join('');

function childJSON(child: ContentChild | Y.XmlHook): ProseMirrorJSON[] {
  if (child instanceof Y.XmlText) return textNodes(child);
  if (!(child instanceof Y.XmlElement)) return [];
  const json: ProseMirrorJSON = { type: child.nodeName };
  const attributes = child.getAttributes() as Record<string, unknown>;
  if (Object.keys(attributes).length > 0) json.attrs = attributes;
  const children = child.toArray();
  if (children.length > 0) json.content = children.flatMap(childJSON);
  return [json];
}

/** The fragment as a ProseMirror document (its attrs as stored: read it with the schema to fill defaults). */
export function fragmentToJSON(fragment: Y.XmlFragment): ProseMirrorJSON {
  return { type: 'doc', content: fragment.toArray().flatMap(childJSON) };
}

/**
 * A new Y type for a unit, to be inserted into a fragment. Built as the binding builds it (the
 * same attributes in the same order, text as one delta) so that a fresh fragment filled here is
 * the very update the binding writes: seeds built by two server versions still merge into one.
 */
export function createChild(unit: ContentUnit): ContentChild {
  if (isTextRun(unit)) {
    const text = new Y.XmlText();
    text.applyDelta(unit.map((node) => ({ insert: node.text, attributes: markAttributes(node.marks) })));
    return text;
  }
  const element = new Y.XmlElement(unit.type);
  for (const [key, value] of Object.entries(nodeAttributes(unit))) setElementAttribute(element, key, value);
  element.insert(0, contentUnits(unit).map(createChild));
  return element;
}
