import type { ModdleElement } from 'dmn-moddle';

/**
 * Reads DMN XML through a moddle whose element ids may hold any letters XML allows. moddle-xml checks ids
 * with an ASCII-only pattern (`illegal ID <Решение_1>`) and drops such an element, so a decision, table
 * or rule named in Cyrillic went missing. XML 1.0 names (and so `xsd:ID`) admit Unicode letters: such
 * ids are swapped for unused ASCII stand-ins before moddle reads the text and swapped back in the tree
 * it gives, so everything after the reader sees the ids as written.
 */

/** The id pattern moddle-xml 12 accepts (`lib/read.js`). */
const MODDLE_ID = /^([a-z][\w-.]*:)?[a-z_][\w-.]*$/i;
/** An XML 1.0 (5th edition) NCName, as far as letters and digits go. */
const XML_NAME = /^[\p{L}_][\p{L}\p{M}\p{N}_.\-\u00B7]*$/u;
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ATTRIBUTE_VALUE = /=(\s*)(["'])([^"']*)\2/g;

/** What moddle's reader gives: the tree, warnings, and (dmn-js reads them) the elements by id and the references. */
type ReadResult = {
  rootElement: ModdleElement;
  warnings: Array<{ message: string }>;
  elementsById?: Record<string, unknown>;
  references?: Array<{ id?: string }>;
};

interface Moddle {
  fromXML(xml: string, typeName?: string): Promise<ReadResult>;
}

/** Ids moddle would refuse though XML allows them, each with an ASCII stand-in no other id uses. */
export function unicodeIdAliases(xml: string): Map<string, string> {
  const ids = new Set<string>();
  for (const m of xml.matchAll(ID_ATTRIBUTE)) ids.add(m[1] ?? m[2] ?? '');
  const aliases = new Map<string, string>();
  let n = 0;
  for (const id of ids) {
    if (MODDLE_ID.test(id) || !XML_NAME.test(id)) continue;
    let alias: string;
    do alias = `_uid${++n}_`;
    while (ids.has(alias));
    aliases.set(id, alias);
  }
  return aliases;
}

/** A reference's id swapped through `map`: the whole value, or the part after `#` of an href. */
function swapped(value: string, map: Map<string, string>): string {
  const whole = map.get(value);
  if (whole !== undefined) return whole;
  const hash = value.lastIndexOf('#');
  if (hash < 0) return value;
  const fragment = map.get(value.slice(hash + 1));
  return fragment === undefined ? value : value.slice(0, hash + 1) + fragment;
}

/** Every attribute value that is such an id, or an href to one, given the stand-in. */
export function withAliases(xml: string, aliases: Map<string, string>): string {
  if (aliases.size === 0) return xml;
  return xml.replace(ATTRIBUTE_VALUE, (all, space: string, quote: string, value: string) => {
    const next = swapped(value, aliases);
    return next === value ? all : `=${space}${quote}${next}${quote}`;
  });
}

/** The stand-ins in a moddle tree (ids, hrefs, unknown attributes) back to the ids as written. */
export function restoreIds(root: unknown, originals: Map<string, string>): void {
  if (originals.size === 0) return;
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string') {
        const next = swapped(value, originals);
        if (next !== value) record[key] = next;
      } else visit(value);
    }
    const attrs = (node as { $attrs?: unknown }).$attrs;
    if (attrs !== undefined) visit(attrs);
  };
  visit(root);
}

/** `moddle.fromXML` that accepts ids with Unicode letters and gives them back unchanged. */
export async function fromXmlWithUnicodeIds(moddle: Moddle, xml: string, typeName = 'dmn:Definitions'): Promise<ReadResult> {
  const aliases = unicodeIdAliases(xml);
  const read = await moddle.fromXML(withAliases(xml, aliases), typeName);
  const originals = new Map([...aliases].map(([id, alias]) => [alias, id]));
  restoreIds(read.rootElement, originals);
  if (read.elementsById) read.elementsById = Object.fromEntries(Object.entries(read.elementsById).map(([id, element]) => [originals.get(id) ?? id, element]));
  for (const reference of read.references ?? []) if (reference.id !== undefined) reference.id = swapped(reference.id, originals);
  for (const w of read.warnings) {
    for (const [alias, id] of originals) w.message = w.message.split(alias).join(id);
  }
  return read;
}
