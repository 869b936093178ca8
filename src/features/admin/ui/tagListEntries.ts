// A TagListInput's entries: admins often paste a whole list copied from a ticket or another
// record, so any separator splits entries.

/** Splits typed or pasted text into entries: commas, semicolons, whitespace and newlines separate them. */
export function parseEntries(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Appends entries to a list, keeping the order of first appearance and dropping duplicates and blanks. */
export function addEntries(list: readonly string[], entries: readonly string[]): string[] {
  const result = [...list];
  for (const entry of entries) if (entry !== '' && !result.includes(entry)) result.push(entry);
  return result;
}
