import { parseReferences, type ReferenceKind } from '../../../model/documents/referenceSyntax';

/**
 * The references a simple document's content makes, in the typed syntax of domain spec §3.10
 * (read by the domain's parseReferences): where each one is in the text, what it points to and
 * the name to show. Ids come lowercased: references are typed by hand and compared as text.
 */

export type { ReferenceKind };

export type ContentReference = {
  kind: ReferenceKind;
  objectId: string;
  propId: string | null;
  displayName: string | null;
  expandContent: boolean;
  /** Offsets in the text searched. */
  start: number;
  end: number;
};

export function findReferences(text: string): ContentReference[] {
  return parseReferences(text).map((ref) => ({
    kind: ref.kind,
    objectId: ref.objectId,
    propId: ref.propId,
    displayName: ref.displayName,
    expandContent: ref.expandContent,
    start: ref.offset,
    end: ref.offset + ref.length,
  }));
}

/** The kinds that point at an ontology term: their links go to the term's page. */
export const TERM_KINDS: ReadonlySet<ReferenceKind> = new Set(['ontology', 'class', 'prop', 'scalar']);

/** The distinct things a content points to, as Document.connections stores them. */
export function connectionsOf(text: string): Array<{ kind: ReferenceKind; objectId: string }> {
  const seen = new Map<string, { kind: ReferenceKind; objectId: string }>();
  for (const ref of findReferences(text)) {
    if (ref.kind === 'cross' || ref.kind === 'bibliography') continue;
    const kind: ReferenceKind = TERM_KINDS.has(ref.kind) ? ref.kind : 'document';
    seen.set(`${kind}:${ref.objectId}`, { kind, objectId: ref.objectId });
  }
  return [...seen.values()];
}
