import type { EdgeKind, GraphEdge, GraphNode, NodeKind } from './graphModel';

// How each kind of node and edge looks; the legend under every graph uses the same colours.
export const NODE_COLOURS: Record<NodeKind, { background: string; border: string; font: string }> = {
  class: { background: '#dbeafe', border: '#2563eb', font: '#1e3a8a' },
  focus: { background: '#fde68a', border: '#d97706', font: '#78350f' },
  individual: { background: '#dcfce7', border: '#16a34a', font: '#14532d' },
  external: { background: '#f3f4f6', border: '#9ca3af', font: '#4b5563' },
};

export const EDGE_COLOURS: Record<EdgeKind, string> = { subclass: '#6b7280', property: '#2563eb' };

/** Long names would make huge boxes: the label is cut, the full name stays in the tooltip. */
const MAX_LABEL = 40;
const shortLabel = (label: string): string => (label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label);

export function visNode(node: GraphNode, highlighted = false) {
  const colours = NODE_COLOURS[node.kind];
  const placed = node.x !== undefined && node.y !== undefined;
  return {
    id: node.id,
    label: shortLabel(node.label || '—'),
    title: node.title ?? node.label,
    shape: node.kind === 'individual' ? 'ellipse' : 'box',
    shapeProperties: { borderDashes: node.kind === 'external' ? [4, 3] : false },
    borderWidth: highlighted ? 3 : 1,
    color: {
      background: colours.background,
      border: highlighted ? '#dc2626' : colours.border,
      highlight: { background: colours.background, border: '#dc2626' },
      hover: { background: colours.background, border: colours.font },
    },
    font: { color: colours.font, size: 14, face: 'system-ui, sans-serif' },
    margin: { top: 6, bottom: 6, left: 8, right: 8 },
    // wide labelled boxes push harder, so neighbours' labels do not overlap under the spec's physics
    mass: 1 + Math.min(node.label.length, MAX_LABEL) / 15,
    ...(placed ? { x: node.x, y: node.y } : {}),
    ...(node.level !== undefined ? { level: node.level } : {}),
  };
}

export function visEdge(edge: GraphEdge, highlighted = false) {
  const colour = highlighted ? '#dc2626' : EDGE_COLOURS[edge.kind];
  const subclass = edge.kind === 'subclass';
  return {
    id: edge.id,
    from: edge.from,
    to: edge.to,
    label: subclass ? undefined : edge.label,
    // subclass edges point at the parent, dashed and with a triangle (UML generalisation); relations are solid
    arrows: { to: { enabled: true, type: subclass ? 'triangle' : 'arrow', scaleFactor: subclass ? 0.8 : 0.6 } },
    dashes: subclass,
    width: highlighted ? 3 : 1.5,
    color: { color: colour, highlight: '#dc2626', hover: colour },
    font: { size: 12, color: '#1f2937', strokeWidth: 3, strokeColor: '#ffffff', align: 'horizontal' },
    smooth: { enabled: true, type: 'dynamic', roundness: 0.5 },
  };
}
