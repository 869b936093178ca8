import type { DocumentSnapshot, ElementKind } from '../../../../../../model/documents/elementModel';
import { CONTENT_KINDS } from '../canvas/contentKinds';
import type { FocusRequest } from './focusRequest';

type Structure = Pick<DocumentSnapshot, 'children'> & { elements: Record<string, { kind: ElementKind }> };

/** Kinds whose title is what one types first (a section's heading, a glossary term, a column header). */
const TITLE_FIRST: ReadonlySet<ElementKind> = new Set(['Section', 'GlossaryItem', 'TableColumn']);
/** Kinds whose only text is their title, when they hold nothing to type into yet. */
const TITLED: ReadonlySet<ElementKind> = new Set(['Table', 'Bibliography', 'Glossary', 'Generator', 'DocumentMetadata', 'AlphabetIndex', 'IllustrationList', 'TableList', 'SemanticSearchResult']);

/**
 * Where the caret goes in an element just added (or pasted), so that what is typed next lands in
 * it: a paragraph's text, a section's heading, a new table's first cell, a new list's first item.
 * Null for what has no text of its own and nothing inside with one (columns).
 */
export function focusTargetOf(structure: Structure, id: string): FocusRequest | null {
  const kind = structure.elements[id]?.kind;
  if (!kind) return null;
  if (TITLE_FIRST.has(kind)) return { id, field: 'title' };
  if (CONTENT_KINDS.has(kind) || kind === 'Illustration') return { id, field: 'content' };
  const children = structure.children[id] ?? [];
  // in a table the cells come before the column headers: a new table is typed into at its first cell
  const ordered = kind === 'Table' || kind === 'TableColumns' ? [...children.filter((c) => structure.elements[c]?.kind !== 'TableColumn'), ...children.filter((c) => structure.elements[c]?.kind === 'TableColumn')] : children;
  for (const child of ordered) {
    const inside = focusTargetOf(structure, child);
    if (inside) return inside;
  }
  return TITLED.has(kind) ? { id, field: 'title' } : null;
}
