import { DEFAULT_FRAME, type Frame, type Point } from './chartGeometry';

/**
 * Where a report chart's names go so that none is cut off: category names wrap onto lines under
 * their bar (or, when the bars are too narrow, run slanted), the pie's legend entries wrap within
 * the legend, and the frame grows to hold them — left for the longest value of the axis, below for
 * the names. A name is shortened (with "…") only past a generous number of lines; the view keeps
 * the whole name as the tooltip. Widths are estimated from the chart's 11 px sans-serif font.
 */

/** Average width of one character of the chart's font, Cyrillic included (on the wide side). */
export const CHAR_WIDTH = 6.6;
export const LINE_HEIGHT = 13;
/** Narrower bars than this get slanted names instead of wrapped ones. */
const MIN_WRAP_SLOT = 48;
const MAX_WRAPPED_LINES = 4;
const MAX_SLANTED_CHARS = 32;
const SLANT = Math.SQRT1_2; // 45°: the share of a slanted name's length across and down
/** The pie's legend starts here (after the pie) and may use the rest of the width. */
export const LEGEND_X = DEFAULT_FRAME.height + 20;
const LEGEND_ENTRY_GAP = 6;

/** Text broken at spaces into lines of at most `maxChars` (a longer word is broken too), at most `maxLines`; only what still does not fit is cut. */
export function wrapLabel(label: string, maxChars: number, maxLines = MAX_WRAPPED_LINES): { lines: string[]; cut: boolean } {
  const width = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const gap = line ? 1 : 0;
      if (line.length + gap + rest.length <= width) {
        line += (gap ? ' ' : '') + rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return { lines: kept, cut: true };
}

/** How the category names of a bar or line chart are written: wrapped under each bar, or slanted. */
export type CategoryLabels = { slanted: boolean; lines: string[][] };

/** The frame and the names of a bar or line chart of these points; `ticks`: the value axis's labels. */
export function categoryLayout(points: readonly Point[], ticks: readonly string[], base: Frame = DEFAULT_FRAME): { frame: Frame; labels: CategoryLabels } {
  const tickWidth = Math.max(0, ...ticks.map((t) => t.length)) * CHAR_WIDTH + 12;
  let left = Math.max(base.left, Math.ceil(tickWidth));
  const slotOf = (l: number) => (base.width - l - base.right) / Math.max(1, points.length);
  const plotHeight = base.height - base.top - base.bottom;
  if (slotOf(left) >= MIN_WRAP_SLOT) {
    const maxChars = (slotOf(left) - 6) / CHAR_WIDTH;
    const lines = points.map((p) => wrapLabel(p.label, maxChars).lines);
    const rows = Math.max(1, ...lines.map((l) => l.length));
    const bottom = Math.max(base.bottom, 16 + rows * LINE_HEIGHT + 8);
    return { frame: { ...base, left, bottom, height: base.top + plotHeight + bottom }, labels: { slanted: false, lines } };
  }
  const lines = points.map((p) => wrapLabel(p.label, MAX_SLANTED_CHARS, 1).lines);
  const longest = Math.max(0, ...lines.map((l) => (l[0] ?? '').length)) * CHAR_WIDTH * SLANT;
  // the first name runs left of its bar: the frame makes room for it
  left = Math.max(left, Math.ceil(longest - slotOf(left) / 2 + 8));
  const bottom = Math.max(base.bottom, Math.ceil(16 + longest + LINE_HEIGHT));
  return { frame: { ...base, left, bottom, height: base.top + plotHeight + bottom }, labels: { slanted: true, lines } };
}

/** One legend entry of a pie: its lines and where its first line sits. */
export type LegendEntry = { lines: string[]; y: number };

/** The pie's legend entries wrapped within the room right of the pie, and the height the chart needs for them. */
export function legendLayout(texts: readonly string[], base: Frame = DEFAULT_FRAME): { entries: LegendEntry[]; height: number } {
  const maxChars = (base.width - LEGEND_X - 18 - 8) / CHAR_WIDTH;
  let y = 24;
  const entries = texts.map((text) => {
    const entry = { lines: wrapLabel(text, maxChars, 6).lines, y };
    y += entry.lines.length * LINE_HEIGHT + LEGEND_ENTRY_GAP + 1;
    return entry;
  });
  return { entries, height: Math.max(base.height, y + 8) };
}
