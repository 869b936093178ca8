/** The `@partial` being typed at the caret, which the mention autocomplete completes. */
export type MentionQuery = { start: number; query: string };

export function mentionAtCaret(value: string, caret: number): MentionQuery | null {
  const before = value.slice(0, caret);
  const match = /(^|[\s(«"'])@([^\s@]*)$/u.exec(before);
  if (!match) return null;
  return { start: caret - (match[2]?.length ?? 0) - 1, query: match[2] ?? '' };
}

/** The text with the mention completed (`@login ` replacing `@partial`) and where the caret goes. */
export function insertMention(value: string, caret: number, mention: MentionQuery, login: string): { value: string; caret: number } {
  const inserted = `@${login} `;
  const after = value.slice(caret).replace(/^\S*/, '').replace(/^ /, '');
  return { value: value.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}
