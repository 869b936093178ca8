type Named = { name: string; code: string; rootClassName: string };

/** Searches whose name, code or class holds every word typed (any case), in the list's order. */
export function matchingSearches<T extends Named>(items: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((s) => {
    const haystack = `${s.name} ${s.code} ${s.rootClassName}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
