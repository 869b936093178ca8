import type { DocumentSnapshot } from './elementModel';
import { termReferences, type TermReference } from './glossaryCheck';
import { resolveNumbering, type ResolvedNumbering } from './numbering';
import { OUTSIDE_SECTION, sectionPlaceholder } from './textCleanup';
import { ancestorsOf, parentMap } from './treeWalk';

/**
 * The alphabet index (domain spec §3.10): every term referred to in the document with the
 * sections it appears in, grouped by first letter in Russian collation. With
 * showShortLocationName a section is named by its number ('2.1'), otherwise by its title
 * (placeholders for no section and untitled sections, §9).
 */
export type AlphabetIndexEntry = {
  objectId: string;
  kind: TermReference['kind'];
  contentResolved: string;
  sectionsResolved: Array<{ innerId: string | null; label: string }>;
};
export type AlphabetIndexGroup = { letter: string; items: AlphabetIndexEntry[] };

export type AlphabetIndexOptions = {
  showShortLocationName: boolean;
  /** Names of terms by id, for references written without a display name. */
  names?: Readonly<Record<string, string>>;
  /** Already resolved numbering, to avoid resolving it twice. */
  numbering?: Readonly<Record<string, ResolvedNumbering>>;
};

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The letter an entry files under: its first letter, upper case, Ё filed under Е as Russian
 * indexes do; '#' for entries starting with a digit or without letters.
 */
export function indexLetter(text: string): string {
  const first = [...text.trim()].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  if (!first) return '#';
  if (/\p{N}/u.test(first)) return '#';
  const letter = first.toLocaleUpperCase('ru');
  return letter === 'Ё' ? 'Е' : letter;
}

export function alphabetIndex(s: DocumentSnapshot, options: AlphabetIndexOptions): AlphabetIndexGroup[] {
  const numbering = options.numbering ?? resolveNumbering(s);
  const parentOf = parentMap(s);
  // An index does not index itself.
  const inIndex = (id: string): boolean => [id, ...ancestorsOf(parentOf, id)].some((a) => s.elements[a]?.kind === 'AlphabetIndex');
  const sectionOf = (id: string): string | null => [id, ...ancestorsOf(parentOf, id)].find((a) => s.elements[a]?.kind === 'Section') ?? null;
  const sectionLabel = (sectionId: string | null): string => {
    if (sectionId === null) return OUTSIDE_SECTION;
    const number = numbering[sectionId]?.sectionNumberingResolved ?? '';
    if (options.showShortLocationName && number !== '') return number;
    return sectionPlaceholder(s.elements[sectionId]);
  };

  const entries: AlphabetIndexEntry[] = [];
  for (const term of termReferences(s)) {
    const places = term.elementIds.filter((id) => !inIndex(id));
    if (places.length === 0) continue;
    const sections: AlphabetIndexEntry['sectionsResolved'] = [];
    for (const id of places) {
      const sectionId = sectionOf(id);
      if (!sections.some((x) => x.innerId === sectionId)) sections.push({ innerId: sectionId, label: sectionLabel(sectionId) });
    }
    const contentResolved = term.displayName ?? options.names?.[term.objectId] ?? term.objectId;
    entries.push({ objectId: term.objectId, kind: term.kind, contentResolved, sectionsResolved: sections });
  }
  entries.sort((a, b) => collator.compare(a.contentResolved, b.contentResolved));

  const groups: AlphabetIndexGroup[] = [];
  for (const entry of entries) {
    const letter = indexLetter(entry.contentResolved);
    const group = groups.find((g) => g.letter === letter);
    if (group) group.items.push(entry);
    else groups.push({ letter, items: [entry] });
  }
  return groups.sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : collator.compare(a.letter, b.letter)));
}
