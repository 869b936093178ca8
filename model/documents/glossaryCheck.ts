import type { DocumentSnapshot } from './elementModel';
import { parseReferences, type ReferenceKind } from './referenceSyntax';
import { stripInvisibleSeparators } from './textCleanup';
import { inDocumentOrder } from './treeWalk';

/**
 * Glossary check (domain spec §5): the ontology terms a document refers to, split into those that
 * have a glossary entry (a GlossaryItem pointing to the term) and those that have none.
 */
export const TERM_REFERENCE_KINDS: ReadonlySet<ReferenceKind> = new Set(['class', 'prop', 'scalar', 'ontology']);

/** One term and where it is referred to; displayName is the first name written for it. */
export type TermReference = { objectId: string; kind: ReferenceKind; displayName: string | null; elementIds: string[] };

/** Every term referred to in content and titles, in order of first mention. */
export function termReferences(s: DocumentSnapshot): TermReference[] {
  const terms = new Map<string, TermReference>();
  for (const id of inDocumentOrder(s)) {
    const element = s.elements[id];
    if (!element) continue;
    const text = stripInvisibleSeparators(`${element.title}\n${element.content}`);
    for (const ref of parseReferences(text)) {
      if (!TERM_REFERENCE_KINDS.has(ref.kind)) continue;
      const term = terms.get(ref.objectId) ?? { objectId: ref.objectId, kind: ref.kind, displayName: null, elementIds: [] };
      term.displayName ??= ref.displayName;
      if (!term.elementIds.includes(id)) term.elementIds.push(id);
      terms.set(ref.objectId, term);
    }
  }
  return [...terms.values()];
}

/** Term ids that have a glossary entry in the document (pointsToTermin, else pointsToObject). */
export function glossaryTermIds(s: DocumentSnapshot): Set<string> {
  const ids = new Set<string>();
  for (const element of Object.values(s.elements)) {
    const term = element.kind === 'GlossaryItem' ? (element.pointsToTermin ?? element.pointsToObject) : undefined;
    if (term) ids.add(term.toLowerCase());
  }
  return ids;
}

export function glossaryCheck(s: DocumentSnapshot): { withEntry: TermReference[]; withoutEntry: TermReference[] } {
  const entries = glossaryTermIds(s);
  const terms = termReferences(s);
  return { withEntry: terms.filter((t) => entries.has(t.objectId)), withoutEntry: terms.filter((t) => !entries.has(t.objectId)) };
}
