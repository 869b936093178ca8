import type { ElementSettings } from '../../../../../../model/documents/elementModel';
import { highlightColor as domainHighlightColor, isSafeHighlightColor } from '../../../../../../model/documents/highlight';

/** The element's highlight colour (settings.highlight.color, §3.10) when it is safe to put in a style. */
export function highlightColor(settings: ElementSettings): string | null {
  const color = domainHighlightColor({ innerId: '', kind: 'ContentHolder', title: '', content: '', settings });
  return color && isSafeHighlightColor(color) ? color.trim() : null;
}

/** A light tint of the colour for a block's background (any CSS colour the domain accepts). */
export const highlightTint = (color: string): string => `color-mix(in srgb, ${color} 20%, transparent)`;

/** The colours offered for highlighting: soft enough to read dark text on. */
export const HIGHLIGHT_COLORS = ['#facc15', '#4ade80', '#60a5fa', '#f472b6', '#fb923c'] as const;
