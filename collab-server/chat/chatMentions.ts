/**
 * Mentions are `@login`: logins carry no whitespace (users.login), unlike display names, so a
 * mention is unambiguous to type and to find. A login may itself end in punctuation, so for
 * "@ivan," both "ivan," and "ivan" are candidates and whichever is a member's login wins.
 */
const MENTION_RE = /(^|[^\p{L}\p{N}_@.])@([^\s@]\S*)/gu;
const TRAILING_PUNCTUATION_RE = /[.,:;!?)\]}»"'…]+$/u;

/** Lowercased login candidates of every `@…` in the text (an e-mail address is no mention). */
export function mentionCandidates(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION_RE)) {
    const word = (match[2] ?? '').toLowerCase();
    found.add(word);
    const bare = word.replace(TRAILING_PUNCTUATION_RE, '');
    if (bare) found.add(bare);
  }
  return [...found];
}

export type MentionableUser = { id: string; login: string };

/**
 * The ids of the users mentioned, among those who may be (the channel's members): logins match
 * regardless of case, as people type them; the author mentioning themselves is no mention.
 */
export function resolveMentions(text: string, users: readonly MentionableUser[], authorId: string): string[] {
  const candidates = new Set(mentionCandidates(text));
  if (!candidates.size) return [];
  const ids = users.filter((u) => u.id !== authorId && candidates.has(u.login.toLowerCase())).map((u) => u.id);
  return [...new Set(ids)];
}
