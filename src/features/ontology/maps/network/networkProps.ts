import type { GraphEdge, GraphNode } from './graphModel';
import type { MapLayout } from '../data/mapLayout';
import type { PhysicsSettings } from './networkPhysics';

/** What a screen gives the graph wrapper (kept apart so screens can type it without loading vis-network). */
export type OntologyNetworkProps = {
  nodes: readonly GraphNode[];
  edges: readonly GraphEdge[];
  /** Top-down tree layout (taxonomies) instead of the force-directed one. */
  hierarchical?: boolean;
  /** Physics given by the screen (a graph configuration); absent: the user's locally saved settings. */
  physics?: PhysicsSettings;
  /** With `physics`: the settings panel reports changes here instead of saving them locally. */
  onPhysicsChange?: (settings: PhysicsSettings) => void;
  /** The node or edge shown as selected. */
  selectedNodeId?: string | null;
  selectedEdgeId?: string | null;
  /** Move the view to this node (changes of the value move it again). */
  focus?: { id: string; seq: number } | null;
  onSelectNode?: (id: string | null) => void;
  onSelectEdge?: (id: string) => void;
  onDoubleClickNode?: (id: string) => void;
  /** Nodes the user dragged, with their new positions. */
  onNodesMoved?: (moved: MapLayout) => void;
  /** While true, dragging from one node to another draws an edge and calls onConnect. */
  connecting?: boolean;
  onConnect?: (from: string, to: string) => void;
  /** CSS height of the drawing area. */
  height?: string;
};
