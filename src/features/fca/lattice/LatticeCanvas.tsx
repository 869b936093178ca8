import { memo, useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { LABEL_FONT_SIZE, labelWidth, labelsWithoutOverlap, type LabelBox } from './latticeLabels';
import { LATTICE_COLOURS, NODE_RADIUS, edgePath, edgeRelation, halfCircle, nodeLook, relationOf, type DrawnNode, type Highlight, type LatticeDrawing, type Relation } from './latticeDrawing';
import { visibleRect, type View } from './zoomPan';
import type { ZoomPan } from './useZoomPan';

/** A big lattice's labels are drawn once the viewport holds at most this many nodes. */
export const VIEWPORT_LABEL_LIMIT = 150;

type Props = {
  svgRef: RefObject<SVGSVGElement | null>;
  drawing: LatticeDrawing;
  highlight: Highlight;
  zoom: ZoomPan;
  /** Full names of a node's own attributes and objects, for its tooltip. */
  tooltip: (concept: number) => string;
  onNodeClick: (concept: number) => void;
  onBackgroundClick: () => void;
  label: string;
};

const Edges = memo(function Edges({ drawing, highlight }: { drawing: LatticeDrawing; highlight: Highlight }) {
  return (
    <g fill="none" pointerEvents="none">
      <path d={edgePath(drawing)} stroke={LATTICE_COLOURS.edge} strokeWidth={1} vectorEffect="non-scaling-stroke" opacity={highlight ? 0.6 : 1} />
      {highlight &&
        (['upper', 'lower'] as const).map((set) => (
          <path key={set} d={edgePath(drawing, (a, b) => edgeRelation(a.concept, b.concept, highlight) === set)} stroke={LATTICE_COLOURS[set]} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
        ))}
    </g>
  );
});

/** One node; memoised by its relation to the selection, so selecting redraws only the nodes whose look changes. */
type NodeHandlers = { onClick: (concept: number) => void; onActivate: (concept: number) => void };

const NodeShape = memo(function NodeShape({ node, relation, tooltip, focusable, onClick, onActivate }: { node: DrawnNode; relation: Relation; tooltip: string; focusable: boolean } & NodeHandlers) {
  const look = nodeLook(relation, node.collapsed);
  const { x, y } = node;
  return (
    <g
      data-testid="lattice-node"
      data-concept={node.concept}
      data-selected={relation === 'selected' ? 'true' : undefined}
      data-related={relation === 'upper' || relation === 'lower' ? relation : undefined}
      opacity={look.opacity}
      // a mouse click focuses the node too: the ring is for the keyboard only
      className="cursor-pointer outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      // a drawing small enough to label is small enough to walk with Tab; thousands of stops would not help
      tabIndex={focusable ? 0 : undefined}
      role={focusable ? 'button' : undefined}
      aria-label={focusable ? tooltip : undefined}
      aria-pressed={focusable ? relation === 'selected' : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onClick(node.concept);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onActivate(node.concept);
      }}
    >
      <title>{tooltip}</title>
      <circle cx={x} cy={y} r={look.radius + 4} fill="transparent" />
      <circle cx={x} cy={y} r={look.radius} fill={LATTICE_COLOURS.nodeFill} />
      {node.above && <path d={halfCircle(x, y, look.radius, 'upper')} fill={LATTICE_COLOURS.attributeHalf} />}
      {node.below && <path d={halfCircle(x, y, look.radius, 'lower')} fill={LATTICE_COLOURS.objectHalf} />}
      <circle cx={x} cy={y} r={look.radius} fill="none" stroke={look.stroke} strokeWidth={look.strokeWidth} />
    </g>
  );
});

const Nodes = memo(function Nodes({ drawing, highlight, tooltip, onClick, onActivate }: { drawing: LatticeDrawing; highlight: Highlight; tooltip: (c: number) => string } & NodeHandlers) {
  return (
    <g>
      {drawing.nodes.map((node) => (
        <NodeShape
          key={node.concept}
          node={node}
          relation={relationOf(node.concept, highlight)}
          tooltip={tooltip(node.concept)}
          focusable={drawing.labelled}
          onClick={onClick}
          onActivate={onActivate}
        />
      ))}
    </g>
  );
});

type LabelPart = 'above' | 'below';

function NodeLabels({ node, highlight, fontSize, scale, parts }: { node: DrawnNode; highlight: Highlight; fontSize: number; scale: number; parts?: ReadonlySet<LabelPart> }) {
  const relation = relationOf(node.concept, highlight);
  const look = nodeLook(relation, node.collapsed);
  const text = { textAnchor: 'middle' as const, fontSize, fill: LATTICE_COLOURS.text, stroke: '#ffffff', strokeWidth: 3 * scale, paintOrder: 'stroke', opacity: look.opacity };
  const show = (part: LabelPart) => node[part] !== '' && (!parts || parts.has(part));
  return (
    <>
      {show('above') && (
        <text x={node.x} y={node.y - look.radius - 5 * scale} {...text} data-testid="lattice-label-attributes">
          {node.above}
        </text>
      )}
      {show('below') && (
        <text x={node.x} y={node.y + look.radius + (LABEL_FONT_SIZE + 3) * scale} {...text} data-testid="lattice-label-objects">
          {node.below}
        </text>
      )}
      {node.collapsed && (
        <text x={node.x + look.radius + 4 * scale} y={node.y + 4 * scale} {...text} textAnchor="start" fill={LATTICE_COLOURS.collapsed}>
          +{node.hiddenBelow}
        </text>
      )}
    </>
  );
}

/** A labelled drawing's labels never change with the view: drawn once. */
const AllLabels = memo(function AllLabels({ drawing, highlight }: { drawing: LatticeDrawing; highlight: Highlight }) {
  return (
    <g pointerEvents="none">
      {drawing.nodes.map((node) => (
        <NodeLabels key={node.concept} node={node} highlight={highlight} fontSize={LABEL_FONT_SIZE} scale={1} />
      ))}
    </g>
  );
});

/** Nodes of a big drawing inside the viewport, or null when there are too many to label legibly. */
export function nodesInView(drawing: LatticeDrawing, view: View, viewport: { width: number; height: number }): DrawnNode[] | null {
  const rect = visibleRect(view, viewport);
  const inside: DrawnNode[] = [];
  for (const node of drawing.nodes) {
    if (node.x < rect.x0 || node.x > rect.x1 || node.y < rect.y0 || node.y > rect.y1) continue;
    inside.push(node);
    if (inside.length > VIEWPORT_LABEL_LIMIT) return null;
  }
  return inside;
}

/** Which labels of the nodes in view fit without overlapping, on screen: the selection's first, then top to bottom. */
function fittingLabels(nodes: DrawnNode[], highlight: Highlight, view: View): Map<number, Set<LabelPart>> {
  const order = [...nodes].sort((a, b) => Number(b.concept === highlight?.selected) - Number(a.concept === highlight?.selected) || a.y - b.y || a.x - b.x);
  const height = LABEL_FONT_SIZE + 2;
  const boxes: LabelBox[] = order.flatMap((node) => {
    const x = node.x * view.k;
    const y = node.y * view.k;
    const offset = NODE_RADIUS * view.k + 5 + height / 2;
    return [
      ...(node.above ? [{ key: `${node.concept}:above`, x, y: y - offset, width: labelWidth(node.above), height }] : []),
      ...(node.below ? [{ key: `${node.concept}:below`, x, y: y + offset, width: labelWidth(node.below), height }] : []),
    ];
  });
  const kept = labelsWithoutOverlap(boxes);
  const parts = new Map<number, Set<LabelPart>>();
  for (const key of kept) {
    const [concept, part] = key.split(':') as [string, LabelPart];
    const set = parts.get(Number(concept)) ?? new Set<LabelPart>();
    set.add(part);
    parts.set(Number(concept), set);
  }
  return parts;
}

/** A big drawing's labels, at a constant size on screen, for the nodes in view once few enough are, and only where they fit. */
function ViewportLabels({ drawing, highlight, view, viewport }: { drawing: LatticeDrawing; highlight: Highlight; view: View; viewport: { width: number; height: number } }) {
  const inside = nodesInView(drawing, view, viewport) ?? drawing.nodes.filter((node) => node.concept === highlight?.selected || node.collapsed);
  const fitting = fittingLabels(inside, highlight, view);
  const scale = 1 / view.k;
  const selected = highlight ? drawing.nodes.find((node) => node.concept === highlight.selected) : undefined;
  return (
    <g pointerEvents="none">
      {selected && view.k < 1 && (
        // far out a node is smaller than a pixel: the selected one gets a ring of constant size on screen
        <circle cx={selected.x} cy={selected.y} r={8 * scale} fill="none" stroke={LATTICE_COLOURS.selected} strokeWidth={2.5 * scale} />
      )}
      {inside.map((node) => (
        <NodeLabels key={node.concept} node={node} highlight={highlight} fontSize={LABEL_FONT_SIZE * scale} scale={scale} parts={fitting.get(node.concept) ?? new Set()} />
      ))}
    </g>
  );
}

export function LatticeCanvas({ svgRef, drawing, highlight, zoom, tooltip, onNodeClick, onBackgroundClick, label }: Props) {
  const { view, viewport } = zoom;
  // one click handler for the whole lattice's life, so a pan or zoom does not redraw thousands of nodes
  const latest = useRef({ wasDrag: zoom.wasDrag, onNodeClick });
  useEffect(() => {
    latest.current = { wasDrag: zoom.wasDrag, onNodeClick };
  });
  const click = useCallback((concept: number) => {
    if (!latest.current.wasDrag()) latest.current.onNodeClick(concept);
  }, []);
  // Enter or Space on a focused node: no pointer, so no drag to tell apart
  const activate = useCallback((concept: number) => latest.current.onNodeClick(concept), []);
  const background = (event: MouseEvent) => {
    if (event.target === event.currentTarget && !zoom.wasDrag()) onBackgroundClick();
  };
  return (
    <svg
      ref={svgRef}
      role="group"
      aria-label={label}
      className="block h-full w-full cursor-grab touch-none select-none bg-white active:cursor-grabbing"
      fontFamily="Arial, Helvetica, sans-serif"
      onClick={background}
      {...zoom.pointerHandlers}
    >
      <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`}>
        <Edges drawing={drawing} highlight={highlight} />
        <Nodes drawing={drawing} highlight={highlight} tooltip={tooltip} onClick={click} onActivate={activate} />
        {drawing.labelled ? <AllLabels drawing={drawing} highlight={highlight} /> : <ViewportLabels drawing={drawing} highlight={highlight} view={view} viewport={viewport} />}
      </g>
    </svg>
  );
}
