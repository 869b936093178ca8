/**
 * The semantic navigation panel's model: the ontology terms (and documents) a document refers to,
 * grouped by kind, each with how often it occurs, so a reader sees what the text is about and
 * jumps from occurrence to occurrence. Bibliography and cross references are the document's own
 * apparatus, not terms, and are left out.
 */
export type TermReference = { kind: string; objectId: string; name: string };
export type TermEntry = { objectId: string; name: string; count: number };
export type TermGroup = { kind: NavigationKind; terms: TermEntry[] };

/** Kinds shown, in the order a reader scans them: concepts first, then their properties, then documents. */
export const NAVIGATION_KINDS = ['class', 'ontology', 'prop', 'scalar', 'document'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

const isNavigationKind = (kind: string): kind is NavigationKind => (NAVIGATION_KINDS as readonly string[]).includes(kind);

export function groupTerms(references: readonly TermReference[]): TermGroup[] {
  const byKind = new Map<NavigationKind, Map<string, TermEntry>>();
  for (const ref of references) {
    const kind = ref.kind.toLowerCase();
    if (!isNavigationKind(kind)) continue;
    const id = ref.objectId.toLowerCase();
    const terms = byKind.get(kind) ?? new Map<string, TermEntry>();
    byKind.set(kind, terms);
    const name = ref.name.trim();
    const entry = terms.get(id);
    if (entry) {
      entry.count += 1;
      // an occurrence written without a display name shows the id until one with a name comes
      if (entry.name === id && name) entry.name = name;
    } else terms.set(id, { objectId: id, name: name || id, count: 1 });
  }
  return NAVIGATION_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    terms: [...(byKind.get(kind)?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  }));
}
