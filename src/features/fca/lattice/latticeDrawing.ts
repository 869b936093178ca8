import { routeEdges, type Point } from './edgeRoutes';
import { layoutLattice } from './latticeLayout';
import { LABEL_FONT_SIZE, labelWidth, type NodeLabels } from './latticeLabels';
import type { VisibleLattice } from './latticeVisibility';

/**
 * What is drawn, in drawing coordinates, shared by the screen (LatticeCanvas) and the SVG export
 * (latticeSvg) so both show the same picture: node places, their labels, the edges, and the looks
 * of a node in each state (the conventional FCA look: an attribute concept's upper half blue, an
 * object concept's lower half black).
 */

export const NODE_RADIUS = 7;
/** How near to a node's centre an edge not its own may pass: the radius and some air. */
export const EDGE_CLEARANCE = NODE_RADIUS + 3;
const MARGIN = 24;

export type DrawnNode = {
  concept: number;
  x: number;
  y: number;
  /** Attribute label (above) and object label (below), '' when none. */
  above: string;
  below: string;
  /** How many concepts this node's collapse hides (0: not collapsed). */
  hiddenBelow: number;
  collapsed: boolean;
};

export type LatticeDrawing = {
  nodes: DrawnNode[];
  /** [lower, upper] indices into nodes. */
  edges: Array<[number, number]>;
  /** Per edge, the points it bends at (top to bottom) to pass beside the nodes of the layers it spans. */
  bends: Point[][];
  width: number;
  height: number;
  labelled: boolean;
};

export function buildDrawing(visible: VisibleLattice, labels: NodeLabels, labelled: boolean): LatticeDrawing {
  const { concepts, edges } = visible;
  // with labels each node claims the room of its wider label, so no two labels of a layer overlap
  const widths = concepts.map((c) => (labelled ? Math.max(2 * NODE_RADIUS, labelWidth(labels.above[c] ?? ''), labelWidth(labels.below[c] ?? '')) : 2 * NODE_RADIUS));
  const baseGap = labelled ? 86 : 56;
  const layout = layoutLattice(concepts.length, edges, { widths, layerGap: baseGap, gap: labelled ? 14 : 6 });
  // a big lattice has few, very wide layers: taller layers keep the picture from becoming a line
  // (height about half the width), and its edges from lying flat
  const layerCount = layout.layers.length;
  const layerGap = layerCount > 1 ? Math.max(baseGap, Math.min((layout.width * 0.5) / (layerCount - 1), labelled ? 2 * baseGap : Infinity)) : baseGap;
  for (let i = 0; i < layout.y.length; i++) layout.y[i] = layout.layer[i]! * layerGap;
  layout.height = Math.max(0, layerCount - 1) * layerGap;
  let overhang = NODE_RADIUS;
  concepts.forEach((_, i) => {
    const half = widths[i]! / 2;
    overhang = Math.max(overhang, half - layout.x[i]!, layout.x[i]! + half - layout.width);
  });
  const dx = MARGIN + overhang;
  const dy = MARGIN + (labelled ? LABEL_FONT_SIZE + NODE_RADIUS : NODE_RADIUS);
  const nodes = concepts.map((concept, i) => ({
    concept,
    x: layout.x[i]! + dx,
    y: layout.y[i]! + dy,
    above: labels.above[concept] ?? '',
    below: labels.below[concept] ?? '',
    hiddenBelow: visible.hiddenBelow.get(concept) ?? 0,
    collapsed: visible.hiddenBelow.has(concept),
  }));
  const bends = routeEdges(nodes, layout.layers, layout.layer, edges, EDGE_CLEARANCE);
  return { nodes, edges, bends, width: layout.width + 2 * dx, height: layout.height + 2 * dy, labelled };
}

export type Relation = 'selected' | 'upper' | 'lower' | 'other' | 'plain';

/** The selected concept and its upper and lower sets (strict). */
export type Highlight = { selected: number; upper: ReadonlySet<number>; lower: ReadonlySet<number> } | null;

export function relationOf(concept: number, highlight: Highlight): Relation {
  if (!highlight) return 'plain';
  if (concept === highlight.selected) return 'selected';
  if (highlight.upper.has(concept)) return 'upper';
  if (highlight.lower.has(concept)) return 'lower';
  return 'other';
}

export const LATTICE_COLOURS = {
  edge: '#94a3b8',
  upper: '#d97706',
  lower: '#0f766e',
  selected: '#dc2626',
  attributeHalf: '#2563eb',
  objectHalf: '#1f2937',
  nodeFill: '#ffffff',
  nodeStroke: '#475569',
  text: '#1f2937',
  collapsed: '#7c3aed',
} as const;

export type NodeLook = { radius: number; stroke: string; strokeWidth: number; opacity: number };

export function nodeLook(relation: Relation, collapsed: boolean): NodeLook {
  const stroke =
    relation === 'selected' ? LATTICE_COLOURS.selected : relation === 'upper' ? LATTICE_COLOURS.upper : relation === 'lower' ? LATTICE_COLOURS.lower : collapsed ? LATTICE_COLOURS.collapsed : LATTICE_COLOURS.nodeStroke;
  return {
    radius: relation === 'selected' ? NODE_RADIUS + 2 : NODE_RADIUS,
    stroke,
    strokeWidth: relation === 'plain' || relation === 'other' ? (collapsed ? 2.5 : 1.2) : 2.5,
    opacity: relation === 'other' ? 0.35 : 1,
  };
}

/** The upper (attribute) or lower (object) half of a node's circle as a path. */
export function halfCircle(x: number, y: number, r: number, half: 'upper' | 'lower'): string {
  return `M${x - r} ${y}A${r} ${r} 0 0 ${half === 'upper' ? 1 : 0} ${x + r} ${y}Z`;
}

/** Edges as one path (thousands of <line>s would each be a DOM node); `pick` keeps some of them. */
export function edgePath(drawing: LatticeDrawing, pick: (lower: DrawnNode, upper: DrawnNode) => boolean = () => true): string {
  const parts: string[] = [];
  const at = (x: number, y: number) => `${x.toFixed(1)} ${y.toFixed(1)}`;
  drawing.edges.forEach(([lower, upper], i) => {
    const a = drawing.nodes[lower]!;
    const b = drawing.nodes[upper]!;
    if (!pick(a, b)) return;
    const bends = drawing.bends[i] ?? [];
    parts.push(`M${at(b.x, b.y)}${bends.map(([x, y]) => `L${at(x, y)}`).join('')}L${at(a.x, a.y)}`);
  });
  return parts.join('');
}

/** An edge lights up when both ends are in the same highlighted set (the selected node belongs to both). */
export function edgeRelation(lower: number, upper: number, highlight: Highlight): 'upper' | 'lower' | null {
  if (!highlight) return null;
  const inUpper = (c: number) => c === highlight.selected || highlight.upper.has(c);
  const inLower = (c: number) => c === highlight.selected || highlight.lower.has(c);
  if (inUpper(lower) && inUpper(upper)) return 'upper';
  if (inLower(lower) && inLower(upper)) return 'lower';
  return null;
}
