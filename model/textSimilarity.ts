/**
 * Name similarity for matching two ontologies' terms: the Sørensen–Dice coefficient over character
 * bigrams, 2·|A∩B| / (|A|+|B|) with bigrams counted as a multiset. Names are normalised first —
 * camelCase and snake_case split into words, case and ё folded — so `hasPart`, `has_part` and
 * "Has part" are the same name. Bigrams are taken inside words: word order does not matter.
 */

/** Lower-case words of a name: camelCase, digits, _ - . / and spaces split it. */
export function normalizeName(name: string): string {
  return name
    .replace(/([a-zа-яё])([A-ZА-ЯЁ])/g, '$1 $2')
    .replace(/([A-ZА-ЯЁ]+)([A-ZА-ЯЁ][a-zа-яё])/g, '$1 $2')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The bigrams of a normalised name with their counts; a one-letter word is its own "bigram". */
export function bigrams(normalized: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of normalized.split(' ')) {
    if (!word) continue;
    if (word.length === 1) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (let i = 0; i < word.length - 1; i++) {
      const pair = word.slice(i, i + 2);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return counts;
}

function size(counts: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const c of counts.values()) n += c;
  return n;
}

/** Dice coefficient of two bigram multisets, 0…1. */
export function diceOfBigrams(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const total = size(a) + size(b);
  if (total === 0) return 0;
  let shared = 0;
  for (const [pair, count] of a) shared += Math.min(count, b.get(pair) ?? 0);
  return (2 * shared) / total;
}

/** Similarity of two names, 0…1: 1 for names equal after normalising, 0 when either is empty. */
export function diceSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  return diceOfBigrams(bigrams(x), bigrams(y));
}

/** A term to match: its id, what it is (only terms of the same kind are paired) and its names (name and labels). */
export type MatchTerm = { id: string; kind: string; names: readonly string[] };
export type MatchCandidate = { left: string; right: string; kind: string; score: number; leftName: string; rightName: string };

/**
 * Candidate pairs of terms of the same kind whose best name-to-name similarity reaches `minScore`,
 * best first (ties by the left name). The same id on both sides is one term, not a match.
 */
export function matchTerms(left: readonly MatchTerm[], right: readonly MatchTerm[], minScore: number): MatchCandidate[] {
  const prepare = (t: MatchTerm) => ({ term: t, grams: t.names.map((n) => ({ name: n, norm: normalizeName(n) })).filter((n) => n.norm).map((n) => ({ ...n, grams: bigrams(n.norm) })) });
  const rights = right.map(prepare);
  const found: MatchCandidate[] = [];
  for (const l of left.map(prepare)) {
    for (const r of rights) {
      if (r.term.kind !== l.term.kind || r.term.id === l.term.id) continue;
      let best = 0;
      let pair = { leftName: l.term.names[0] ?? '', rightName: r.term.names[0] ?? '' };
      for (const a of l.grams) {
        for (const b of r.grams) {
          const score = a.norm === b.norm ? 1 : diceOfBigrams(a.grams, b.grams);
          if (score > best) {
            best = score;
            pair = { leftName: a.name, rightName: b.name };
          }
        }
      }
      if (best >= minScore && best > 0) found.push({ left: l.term.id, right: r.term.id, kind: l.term.kind, score: best, ...pair });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.leftName.localeCompare(b.leftName) || a.rightName.localeCompare(b.rightName));
}
