import { useEffect, useRef, useState } from 'react';
import { DataSet, Network, type Edge, type Node, type Options } from 'vis-network/standalone';
import type { OntologyNetworkProps } from './networkProps';
import { loadPhysics, savePhysics, visPhysicsOptions, type PhysicsSettings } from './networkPhysics';
import { visEdge, visNode } from './networkStyle';
import { PhysicsPanel } from './PhysicsPanel';
import { NetworkLegend } from './NetworkLegend';

/** vis-network shows a text title in the browser's serif font: an element takes the app's look. */
function tooltip(text: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'font-sans text-sm text-gray-900';
  element.textContent = text;
  return element;
}

type Handlers = Pick<OntologyNetworkProps, 'onSelectNode' | 'onSelectEdge' | 'onDoubleClickNode' | 'onNodesMoved' | 'onConnect'>;

/** How long the physics may move the nodes before the layout is taken as at rest. */
const MAX_SIMULATION_MS = 8000;

function baseOptions(physics: PhysicsSettings, hierarchical: boolean, handlers: { current: Handlers }): Options {
  return {
    autoResize: true,
    physics: hierarchical ? { enabled: false } : visPhysicsOptions(physics),
    layout: hierarchical
      ? { hierarchical: { enabled: true, direction: 'UD', sortMethod: 'directed', levelSeparation: 110, nodeSpacing: 170, treeSpacing: 200, shakeTowards: 'roots' } }
      : { randomSeed: 7, improvedLayout: true },
    interaction: { hover: true, tooltipDelay: 300, multiselect: false, navigationButtons: false, keyboard: false },
    // no built-in toolbar: the screens have their own buttons; only drawing an edge is used
    manipulation: {
      enabled: false,
      addEdge: (data: { from?: string | number; to?: string | number }, callback: (edge: null) => void) => {
        callback(null);
        if (data.from !== undefined && data.to !== undefined) handlers.current.onConnect?.(String(data.from), String(data.to));
      },
    },
  } as Options;
}

/**
 * The one vis-network wrapper of the ontology screens: draws the nodes and edges it is given,
 * keeps the positions of nodes that stay when the data changes (live updates do not reshuffle the
 * graph), reports selection, double clicks, drags and drawn edges, and carries the physics panel
 * and the legend. Nodes with a saved position start there fixed, so a saved layout is stable.
 */
export default function OntologyNetwork(props: OntologyNetworkProps) {
  const { nodes, edges, hierarchical = false, selectedNodeId, selectedEdgeId, focus, connecting = false, height = '100%' } = props;
  const container = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const nodeSet = useRef(new DataSet<Node>());
  const edgeSet = useRef(new DataSet<Edge>());
  // nodes came or went: once the layout is at rest, the view is fitted to the whole graph again
  const fitPending = useRef(true);
  const handlers = useRef<Handlers>(props);
  handlers.current = props;
  const [localPhysics, setLocalPhysics] = useState<PhysicsSettings>(() => loadPhysics());
  // physics given by a screen without a way to report changes (a view applied to a map): tuned for this visit only
  const [viewOverride, setViewOverride] = useState<PhysicsSettings | null>(null);
  // whether the layout has come to rest: tests and screenshots wait for it
  const [stable, setStable] = useState(false);
  const physicsOn = useRef(true);
  const physics = props.physics ? (props.onPhysicsChange ? props.physics : (viewOverride ?? props.physics)) : localPhysics;

  useEffect(() => {
    if (!container.current) return;
    const net = new Network(container.current, { nodes: nodeSet.current, edges: edgeSet.current }, baseOptions(physics, hierarchical, handlers));
    network.current = net;
    net.on('click', (params: { nodes: Array<string | number>; edges: Array<string | number> }) => {
      if (params.nodes.length > 0) handlers.current.onSelectNode?.(String(params.nodes[0]));
      else if (params.edges.length > 0) handlers.current.onSelectEdge?.(String(params.edges[0]));
      else handlers.current.onSelectNode?.(null);
    });
    // a layout that never quite comes to rest (a free node swinging round a fixed one, or a slow,
    // busy machine drawing few frames: vis-network moves one step per frame) is stopped after a
    // while, as at rest: the picture no longer changes to the eye, and the CPU is not kept busy
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    net.on('startStabilizing', () => {
      setStable(false);
      clearTimeout(restTimer);
      restTimer = setTimeout(() => {
        net.stopSimulation();
        setStable(true);
      }, MAX_SIMULATION_MS);
    });
    net.on('stabilized', () => {
      clearTimeout(restTimer);
      setStable(true);
      if (!fitPending.current) return;
      fitPending.current = false;
      net.fit({ animation: false });
    });
    net.on('doubleClick', (params: { nodes: Array<string | number> }) => {
      if (params.nodes.length > 0) handlers.current.onDoubleClickNode?.(String(params.nodes[0]));
    });
    net.on('dragEnd', (params: { nodes: Array<string | number> }) => {
      if (params.nodes.length === 0) return;
      const ids = params.nodes.map(String);
      const positions = net.getPositions(ids);
      // a dragged node stays where it was put, like a node placed from a saved layout
      nodeSet.current.update(ids.map((id) => ({ id, fixed: { x: true, y: true } })));
      handlers.current.onNodesMoved?.(Object.fromEntries(ids.map((id) => [id, { x: positions[id]?.x ?? 0, y: positions[id]?.y ?? 0 }])));
    });
    return () => {
      clearTimeout(restTimer);
      net.destroy();
      network.current = null;
    };
    // the network is built once per layout kind; data and options follow in the effects below
  }, [hierarchical]);

  useEffect(() => {
    const set = nodeSet.current;
    const wanted = new Set(nodes.map((n) => n.id));
    const gone = set.getIds().filter((id) => !wanted.has(String(id)));
    if (gone.length > 0 || nodes.some((n) => !set.get(n.id))) fitPending.current = true;
    set.remove(gone);
    set.update(
      nodes.map((node) => {
        const drawn = set.get(node.id);
        const visual = { ...visNode(node), title: tooltip(node.title ?? node.label) };
        // a node already drawn keeps its place; a new one starts at its saved position, fixed
        if (drawn) {
          const { x: _x, y: _y, ...restyled } = visual;
          return restyled;
        }
        const placed = node.x !== undefined && node.y !== undefined && !hierarchical;
        return { ...visual, fixed: placed ? { x: true, y: true } : false };
      }) as Node[],
    );
    // without physics there is no 'stabilized' to wait for
    if (fitPending.current && (hierarchical || !physicsOn.current)) {
      fitPending.current = false;
      network.current?.fit({ animation: false });
    }
  }, [nodes, hierarchical]);

  useEffect(() => {
    const set = edgeSet.current;
    const wanted = new Set(edges.map((e) => e.id));
    set.remove(set.getIds().filter((id) => !wanted.has(String(id))));
    set.update(edges.map((edge) => visEdge(edge)) as Edge[]);
  }, [edges]);

  physicsOn.current = physics.enabled;
  useEffect(() => {
    if (!hierarchical) network.current?.setOptions({ physics: visPhysicsOptions(physics) } as Options);
  }, [physics, hierarchical]);

  useEffect(() => {
    const net = network.current;
    if (!net) return;
    const nodeIds = selectedNodeId && nodeSet.current.get(selectedNodeId) ? [selectedNodeId] : [];
    const edgeIds = selectedEdgeId && edgeSet.current.get(selectedEdgeId) ? [selectedEdgeId] : [];
    net.setSelection({ nodes: nodeIds, edges: edgeIds }, { unselectAll: true, highlightEdges: false });
  }, [selectedNodeId, selectedEdgeId, nodes, edges]);

  useEffect(() => {
    if (!focus || !network.current || !nodeSet.current.get(focus.id)) return;
    // only the view moves: what is selected is the screen's business (selectedNodeId / selectedEdgeId)
    network.current.focus(focus.id, { scale: 1, animation: { duration: 400, easingFunction: 'easeInOutQuad' } });
  }, [focus]);

  useEffect(() => {
    const net = network.current;
    if (!net) return;
    if (connecting) net.addEdgeMode();
    else net.disableEditMode();
  }, [connecting]);

  function changePhysics(next: PhysicsSettings) {
    if (props.physics && props.onPhysicsChange) props.onPhysicsChange(next);
    else if (props.physics) setViewOverride(next);
    else {
      setLocalPhysics(next);
      savePhysics(next);
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col" style={{ height }}>
      <div className="relative min-h-0 flex-1 rounded border border-gray-200 bg-white">
        <div ref={container} className="absolute inset-0" data-testid="network-canvas" data-stable={stable || hierarchical || !physics.enabled} />
        {!hierarchical && (
          <div className="absolute top-2 right-2 z-10">
            <PhysicsPanel settings={physics} onChange={changePhysics} />
          </div>
        )}
      </div>
      <NetworkLegend nodes={nodes} edges={edges} />
    </div>
  );
}
