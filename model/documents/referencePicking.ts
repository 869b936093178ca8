import { formatReference, REFERENCE_KINDS, type ReferenceKind } from './referenceSyntax';
import { PICK_KINDS, PICK_QUERY_MAX, type PickKind } from '../../realtime/protocol/documents/referenceSearch';

export { PICK_KINDS, PICK_QUERY_MAX, type PickKind };

/**
 * Citing something in a document's text without typing its id: ':' opens a picker, the words
 * typed after it search by name, and the pick is written in the reference syntax of domain spec
 * §3.10 with its display name. The rules both the editor and the server follow are here.
 */


/** The reference kind each pick is written with (what the viewer links it to follows from it). */
export const REFERENCE_KIND_OF: Record<PickKind, ReferenceKind> = {
  class: 'class',
  objectProperty: 'prop',
  dataProperty: 'scalar',
  individual: 'ontology',
  structuredDocument: 'document',
  simpleDocument: 'document',
  bibliographyItem: 'bibliography',
};


export type ReferenceTrigger = {
  /** What was typed after the ':' (the search). */
  query: string;
  /** How many characters before the caret the trigger takes: ':' and the query. */
  length: number;
};

// after ':' a search runs up to the caret without white space or characters that end a name
// (a URL's "//", a reference's brackets): "Примечание: " ends it, "http://" never starts one
const TRIGGER = /:([^\s:()[\]/\\]*)$/u;
// the caret inside a reference being typed by hand (":class-0f8f…") is not a search
const REFERENCE_PREFIX = new RegExp(`^(?:${REFERENCE_KINDS.join('|')})-`, 'i');

/**
 * The picker's search at the caret, from the text of the current paragraph before it; null when
 * the caret is not right after ':' and a run of name characters (the picker then closes).
 */
export function referenceTrigger(textBefore: string): ReferenceTrigger | null {
  const match = TRIGGER.exec(textBefore);
  if (!match) return null;
  const query = match[1] ?? '';
  if (query.length > PICK_QUERY_MAX || REFERENCE_PREFIX.test(query)) return null;
  return { query, length: match[0].length };
}

/**
 * A name as the reference syntax can hold it: one line, brackets only when balanced one level
 * deep (the syntax reads no more), at most PICK_QUERY_MAX characters.
 */
export function displayNameFor(name: string): string {
  let clean = name.replace(/\s+/g, ' ').trim();
  if (!/^(?:[^()]|\([^()]*\))*$/.test(clean)) clean = clean.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.slice(0, PICK_QUERY_MAX).trim();
}

/** The text a pick is written as: `:class-{id}(Договор)`. */
export function pickedReferenceText(pick: { kind: PickKind; id: string; name: string }): string {
  const displayName = displayNameFor(pick.name);
  return formatReference({ kind: REFERENCE_KIND_OF[pick.kind], objectId: pick.id, propId: null, displayName: displayName || null, expandContent: false });
}
