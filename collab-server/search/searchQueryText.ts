/**
 * How a typed query becomes a tsquery. The words go to websearch_to_tsquery, which never fails on
 * what people type ("phrases", -excluded words, `or`); the last word, while it is still being
 * typed, is also matched as a prefix (`:*`), so «докум» already finds «документ». The prefix
 * word is kept to letters and digits: it is the one piece that goes through to_tsquery, whose
 * own syntax (`&`, `|`, `!`, `:`) must never come from the user.
 */
export type SearchQueryText = { words: string; prefix: string | null };

const LAST_WORD = /[\p{L}\p{N}]+$/u;

export function searchQueryText(raw: string): SearchQueryText {
  const text = raw.trim();
  // a phrase in quotes or an `or` is websearch syntax: taken as typed, no guessing
  if (text.includes('"')) return { words: text, prefix: null };
  const last = LAST_WORD.exec(text);
  if (!last) return { words: text, prefix: null };
  const before = text.slice(0, last.index);
  // `-word` excludes the word: a prefix of it would turn the exclusion into a requirement
  if (before.endsWith('-') && (before.length === 1 || /\s$/u.test(before.slice(0, -1)))) return { words: text, prefix: null };
  if (last[0].toLowerCase() === 'or' && before.trim() !== '') return { words: text, prefix: null };
  // a word glued to the one before by punctuation (e-mail, 1.5) stays with it
  if (before !== '' && !/\s$/u.test(before)) return { words: text, prefix: null };
  return { words: before.trim(), prefix: last[0] };
}
