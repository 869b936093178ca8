/** The most phrases one lookup sends (the data API takes at most 1,000 values in an `in` filter). */
export const MAX_PHRASES = 1000;
/** Names of individuals are rarely longer than this many words ("Иванова Мария Петровна"). */
const MAX_WORDS = 4;
const WORD = /[\p{L}\p{N}_]+(?:[-'][\p{L}\p{N}_]+)*/gu;

const withFirst = (phrase: string, change: (ch: string) => string): string => change(phrase.charAt(0)) + phrase.slice(1);

/**
 * The phrases of a text an individual's name could be: every run of one to four consecutive words,
 * as written and with its first letter in the other case (a name starts a sentence or not), in
 * the order they occur, without repeats, at most MAX_PHRASES.
 */
export function textPhrases(text: string): string[] {
  const words = text.match(WORD) ?? [];
  const phrases = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let size = 1; size <= MAX_WORDS && start + size <= words.length; size++) {
      const phrase = words.slice(start, start + size).join(' ');
      for (const variant of [phrase, withFirst(phrase, (c) => c.toLocaleUpperCase('ru')), withFirst(phrase, (c) => c.toLocaleLowerCase('ru'))]) {
        phrases.add(variant);
        if (phrases.size >= MAX_PHRASES) return [...phrases];
      }
    }
  }
  return [...phrases];
}
