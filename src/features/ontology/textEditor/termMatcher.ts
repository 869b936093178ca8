/**
 * Finds the ontology's terms (names and labels of classes, properties and individuals) in a text:
 * case-insensitive, whole words only, the longest term first where several start at one place
 * ("рабочая группа" before "группа"), matches never overlapping.
 */
export type TermKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual';
export type Term = { text: string; kind: TermKind; id: string; /** Individuals: their class, for the card's link. */ classId?: string };
export type TermMatch = { start: number; end: number; term: Term };

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const isWordChar = (ch: string | undefined): boolean => ch !== undefined && WORD_CHAR.test(ch);
const fold = (s: string): string => s.toLocaleLowerCase('ru');

export type TermIndex = Map<string, Term[]>;

// terms are grouped by their first character (folded) and kept longest first, so a position
// tries only the terms that could start there
export function indexTerms(terms: readonly Term[]): TermIndex {
  const index: TermIndex = new Map();
  const seen = new Set<string>();
  for (const term of terms) {
    const text = term.text.trim();
    if (!text) continue;
    const key = `${fold(text)}\u0000${term.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const first = fold(text[0] as string);
    index.set(first, [...(index.get(first) ?? []), { ...term, text }]);
  }
  for (const list of index.values()) list.sort((a, b) => b.text.length - a.text.length);
  return index;
}

export function matchTerms(text: string, index: TermIndex): TermMatch[] {
  const folded = fold(text);
  // folding may change lengths only for rare characters; then positions no longer line up and
  // the plain text is compared instead
  const haystack = folded.length === text.length ? folded : text;
  const matches: TermMatch[] = [];
  let i = 0;
  while (i < text.length) {
    if (isWordChar(text[i - 1]) || !index.has(haystack[i] as string)) {
      i++;
      continue;
    }
    const candidates = index.get(haystack[i] as string) ?? [];
    const hit = candidates.find((term) => {
      const end = i + term.text.length;
      // a term ending in a letter must end a word; one ending in a sign ("C++") need not
      return haystack.startsWith(fold(term.text), i) && !(isWordChar(text[end - 1]) && isWordChar(text[end]));
    });
    if (hit) {
      matches.push({ start: i, end: i + hit.text.length, term: hit });
      i += hit.text.length;
    } else i++;
  }
  return matches;
}

/** The distinct terms found, in order of first appearance, with how often each occurs. */
export function foundTerms(matches: readonly TermMatch[]): Array<{ term: Term; count: number }> {
  const byId = new Map<string, { term: Term; count: number }>();
  for (const m of matches) {
    const entry = byId.get(m.term.id);
    if (entry) entry.count++;
    else byId.set(m.term.id, { term: m.term, count: 1 });
  }
  return [...byId.values()];
}

/** The page of a term's card. */
export function termLink(term: Term): string {
  switch (term.kind) {
    case 'class':
      return `/class_list/${term.id}`;
    case 'objectProperty':
      return `/props_list/${term.id}`;
    case 'dataProperty':
      return `/scalar_list/${term.id}`;
    default:
      return `/examp_list/${term.classId ?? ''}?inst=${term.id}`;
  }
}
