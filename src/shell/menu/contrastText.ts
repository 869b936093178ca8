/**
 * Black or white text for a background colour (platform spec §9), chosen by WCAG relative
 * luminance: whichever of the two contrasts more with the colour. Accepts #rrggbb and #rgb; an
 * unreadable colour gets black text, as on the default light background.
 */
export function contrastText(hex: string): '#000000' | '#ffffff' {
  const rgb = parseHex(hex);
  if (!rgb) return '#000000';
  const luminance = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
  const againstBlack = (luminance + 0.05) / 0.05;
  const againstWhite = 1.05 / (luminance + 0.05);
  return againstBlack >= againstWhite ? '#000000' : '#ffffff';
}

function parseHex(hex: string): [number, number, number] | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex.trim());
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const parts = long ? [long[1], long[2], long[3]] : short ? [short[1], short[2], short[3]].map((p) => `${p}${p}`) : null;
  if (!parts) return null;
  return [parseInt(parts[0] ?? '0', 16), parseInt(parts[1] ?? '0', 16), parseInt(parts[2] ?? '0', 16)];
}

/** sRGB channel (0–255) to linear light. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
