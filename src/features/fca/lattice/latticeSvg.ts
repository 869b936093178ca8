import { LABEL_FONT_SIZE } from './latticeLabels';
import { LATTICE_COLOURS, edgePath, edgeRelation, halfCircle, nodeLook, relationOf, type Highlight, type LatticeDrawing } from './latticeDrawing';

/**
 * The lattice as a standalone SVG file: every look written as an attribute (a picture opened on its
 * own, or drawn into a canvas for the PNG, does not see the page's CSS), labels always drawn.
 */

const FONT = 'Arial, Helvetica, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const round = (n: number) => Number(n.toFixed(1));

export function latticeSvg(drawing: LatticeDrawing, highlight: Highlight, title: string): string {
  const width = Math.ceil(drawing.width);
  const height = Math.ceil(drawing.height);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<path d="${edgePath(drawing)}" stroke="${LATTICE_COLOURS.edge}" stroke-width="1" fill="none"/>`,
  ];
  if (highlight) {
    for (const set of ['upper', 'lower'] as const) {
      const d = edgePath(drawing, (a, b) => edgeRelation(a.concept, b.concept, highlight) === set);
      if (d) out.push(`<path d="${d}" stroke="${LATTICE_COLOURS[set]}" stroke-width="2.5" fill="none"/>`);
    }
  }
  for (const node of drawing.nodes) {
    const look = nodeLook(relationOf(node.concept, highlight), node.collapsed);
    const x = round(node.x);
    const y = round(node.y);
    out.push(`<g opacity="${look.opacity}">`);
    out.push(`<circle cx="${x}" cy="${y}" r="${look.radius}" fill="${LATTICE_COLOURS.nodeFill}"/>`);
    if (node.above) out.push(`<path d="${halfCircle(x, y, look.radius, 'upper')}" fill="${LATTICE_COLOURS.attributeHalf}"/>`);
    if (node.below) out.push(`<path d="${halfCircle(x, y, look.radius, 'lower')}" fill="${LATTICE_COLOURS.objectHalf}"/>`);
    out.push(`<circle cx="${x}" cy="${y}" r="${look.radius}" fill="none" stroke="${look.stroke}" stroke-width="${look.strokeWidth}"/>`);
    const text = (label: string, dy: number) =>
      `<text x="${x}" y="${round(y + dy)}" text-anchor="middle" font-size="${LABEL_FONT_SIZE}" fill="${LATTICE_COLOURS.text}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(label)}</text>`;
    if (node.above) out.push(text(node.above, -look.radius - 5));
    if (node.below) out.push(text(node.below, look.radius + LABEL_FONT_SIZE + 3));
    if (node.collapsed) out.push(text(`+${node.hiddenBelow}`, 4).replace('text-anchor="middle"', `text-anchor="start" dx="${look.radius + 4}"`));
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}

/** A file name from the analysis' title: characters file systems refuse become "_". */
export function exportFileName(title: string, extension: 'svg' | 'png'): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '_').trim().slice(0, 120);
  return `${safe || 'lattice'}.${extension}`;
}

/** Browsers refuse canvases beyond ~16k px a side or ~100 M px: the PNG's scale (2× for sharpness) shrinks to fit. */
export function pngScale(width: number, height: number, wanted = 2): number {
  const MAX_SIDE = 16_000;
  const MAX_AREA = 100_000_000;
  const bySide = MAX_SIDE / Math.max(width, height, 1);
  const byArea = Math.sqrt(MAX_AREA / Math.max(width * height, 1));
  return Math.min(wanted, bySide, byArea);
}
