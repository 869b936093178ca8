import type { DocumentElement } from './elementModel';

/**
 * Highlight of an element (domain spec §3.10 settings.highlight.color, §4): applied or reset.
 * Both return a new element; a Generator is never highlighted (§5).
 */

/** Colours a highlight may take: hex, a CSS colour name or rgb()/rgba() — nothing that escapes a style. */
const SAFE_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\))$/;

export const isSafeHighlightColor = (color: string): boolean => SAFE_COLOR.test(color.trim());

/** The element's highlight colour, or null. */
export function highlightColor(element: DocumentElement): string | null {
  const highlight = element.settings.highlight;
  if (typeof highlight !== 'object' || highlight === null) return null;
  const color = (highlight as { color?: unknown }).color;
  return typeof color === 'string' && color.trim() !== '' ? color : null;
}

/** The element highlighted with `color`; unchanged for a Generator or a colour that is not safe. */
export function applyHighlight(element: DocumentElement, color: string): DocumentElement {
  if (element.kind === 'Generator' || !isSafeHighlightColor(color)) return element;
  const previous = element.settings.highlight;
  const highlight = typeof previous === 'object' && previous !== null ? { ...previous, color: color.trim() } : { color: color.trim() };
  return { ...element, settings: { ...element.settings, highlight } };
}

/** The element without its highlight. */
export function resetHighlight(element: DocumentElement): DocumentElement {
  if (!('highlight' in element.settings)) return element;
  const { highlight: _highlight, ...settings } = element.settings;
  return { ...element, settings };
}
