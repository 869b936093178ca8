import type { DocumentElement } from './elementModel';

/**
 * Small text rules of structured documents (domain spec §5, §9): invisible-separator markers,
 * the placeholders for a missing or untitled section, and short person names.
 */

/** U+2063 INVISIBLE SEPARATOR: marks pairs around terms in content and titles; never shown. */
export const INVISIBLE_SEPARATOR = '\u2063';

export const OUTSIDE_SECTION = '[вне раздела]';
export const UNTITLED_SECTION = '[раздел без названия]';

/** The text without invisible-separator markers (what they enclose stays). */
export const stripInvisibleSeparators = (text: string): string => text.replaceAll(INVISIBLE_SEPARATOR, '');

/** The element with markers stripped from its title and content. */
export function stripElementSeparators(element: DocumentElement): DocumentElement {
  return { ...element, title: stripInvisibleSeparators(element.title), content: stripInvisibleSeparators(element.content) };
}

/** How a location is named: the placeholder when there is no section or its title is empty. */
export function sectionPlaceholder(section: Pick<DocumentElement, 'title'> | null | undefined): string {
  if (!section) return OUTSIDE_SECTION;
  const title = stripInvisibleSeparators(section.title).trim();
  return title === '' ? UNTITLED_SECTION : title;
}

/**
 * 'Иванов Иван Иванович' → 'Иванов И. И.': a name of exactly three words becomes the surname
 * and initials; any other name is returned as given (trimmed, spaces collapsed).
 */
export function shortenPersonName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length !== 3) return words.join(' ');
  const [surname, first, middle] = words as [string, string, string];
  const initial = (word: string): string => `${word.charAt(0).toLocaleUpperCase('ru')}.`;
  return `${surname} ${initial(first)} ${initial(middle)}`;
}
