import { useEffect, useRef } from 'react';
import { DataSet, Network, type Edge, type Node, type Options } from 'vis-network/standalone';

/** A node and an edge of the query as drawn: texts already in the user's words. */
export type DrawnNode = { id: string; label: string; root: boolean; wrong: boolean };
export type DrawnEdge = { id: string; from: string; to: string; label: string; backwards: boolean; optional: boolean };

type Props = { nodes: DrawnNode[]; edges: DrawnEdge[]; selected: string | null; onSelect: (node: string | null) => void };

/** Graph filter boxes are 180 px wide (domain spec §9). */
export const BOX_WIDTH = 180;

const OPTIONS: Options = {
  autoResize: true,
  physics: { enabled: false },
  layout: { hierarchical: { enabled: true, direction: 'LR', sortMethod: 'directed', levelSeparation: 420, nodeSpacing: 90 } },
  interaction: { hover: true, dragNodes: false, zoomView: false, dragView: true, keyboard: false },
  nodes: {
    shape: 'box',
    widthConstraint: { minimum: BOX_WIDTH, maximum: BOX_WIDTH },
    margin: { top: 8, bottom: 8, left: 8, right: 8 },
    font: { face: 'Inter, system-ui, sans-serif', size: 13, color: '#111827' },
    borderWidth: 1,
  },
  edges: { font: { face: 'Inter, system-ui, sans-serif', size: 12, align: 'top', color: '#374151', strokeWidth: 3, strokeColor: '#ffffff' }, color: { color: '#6b7280' }, smooth: false },
};

const nodeLook = (node: DrawnNode, selected: boolean): Node => ({
  id: node.id,
  label: node.label,
  color: {
    background: node.root ? '#e6efec' : '#ffffff',
    border: node.wrong ? '#dc2626' : selected ? '#3f6d62' : '#9ca3af',
    highlight: { background: node.root ? '#d5e5df' : '#f3f4f6', border: '#3f6d62' },
    hover: { background: node.root ? '#d5e5df' : '#f9fafb', border: '#3f6d62' },
  },
  borderWidth: selected || node.wrong ? 2 : 1,
});

const edgeLook = (edge: DrawnEdge): Edge => ({
  id: edge.id,
  from: edge.from,
  to: edge.to,
  label: edge.label,
  dashes: edge.optional,
  // the arrow shows which way the property points: from the subject to the object
  arrows: edge.backwards ? { from: { enabled: true, scaleFactor: 0.6 } } : { to: { enabled: true, scaleFactor: 0.6 } },
});

/** The query's graph: the root class, the classes reached from it, and the relations between them. */
export default function QueryGraph({ nodes, edges, selected, onSelect }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const nodeSet = useRef(new DataSet<Node>());
  const edgeSet = useRef(new DataSet<Edge>());
  const handler = useRef(onSelect);
  handler.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    const net = new Network(container.current, { nodes: nodeSet.current, edges: edgeSet.current }, OPTIONS);
    net.on('click', (params: { nodes: Array<string | number> }) => handler.current(params.nodes.length > 0 ? String(params.nodes[0]) : null));
    network.current = net;
    return () => {
      net.destroy();
      network.current = null;
    };
  }, []);

  const shape = JSON.stringify([nodes.map((n) => n.id), edges.map((e) => [e.from, e.to])]);
  useEffect(() => {
    const wanted = new Set(nodes.map((n) => n.id));
    nodeSet.current.remove(nodeSet.current.getIds().filter((id) => !wanted.has(String(id))));
    nodeSet.current.update(nodes.map((n) => nodeLook(n, n.id === selected)));
    const wantedEdges = new Set(edges.map((e) => e.id));
    edgeSet.current.remove(edgeSet.current.getIds().filter((id) => !wantedEdges.has(String(id))));
    edgeSet.current.update(edges.map(edgeLook));
  }, [nodes, edges, selected]);

  // the graph's shape changed: show all of it again
  useEffect(() => {
    const timer = setTimeout(() => network.current?.fit({ animation: false, maxZoomLevel: 1 }), 30);
    return () => clearTimeout(timer);
  }, [shape]);

  return <div ref={container} className="h-full w-full" data-testid="query-graph" />;
}
