import { captionOf, type OntologyEntity } from '../../client';
import { assembleGraph, NODE_CAP, tripletId, type GraphEdge, type GraphModel, type GraphNode } from './graphModel';

export type InstanceGraphOptions = {
  /** Object properties by id with their names: only their values become edges. */
  objectProperties: ReadonlyMap<string, string>;
  /** Only these properties (null: all object properties). */
  allowed?: ReadonlySet<string> | null;
  /** Instances linked to but not among `instances` are drawn as outside nodes. */
  outside?: boolean;
  /** The interface language: instances are drawn by their captions in it. */
  lang?: string;
  /** The instance the analysis started from. */
  focusId?: string | null;
  cap?: number;
};

/** Instances as nodes and their object-property values as labelled edges. */
export function instanceGraph(instances: readonly OntologyEntity[], options: InstanceGraphOptions): GraphModel {
  const ids = new Set(instances.map((i) => i.id));
  const nodes: GraphNode[] = instances.map((i) => ({ id: i.id, label: captionOf(i, options.lang ?? '') || i.name, kind: i.id === options.focusId ? 'focus' : 'individual' }));
  const outsideNodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  for (const inst of instances) {
    for (const [prop, values] of inst.values) {
      const propName = options.objectProperties.get(prop);
      if (propName === undefined || (options.allowed && !options.allowed.has(prop))) continue;
      for (const value of values) {
        if (typeof value.val !== 'string') continue;
        if (!ids.has(value.val)) {
          if (!options.outside) continue;
          outsideNodes.push({ id: value.val, label: value.cap ?? value.val, kind: 'external' });
        }
        edges.push({ id: tripletId(inst.id, prop, value.val), from: inst.id, to: value.val, kind: 'property', label: propName, propId: prop });
      }
    }
  }
  return assembleGraph([...nodes, ...outsideNodes], edges, options.cap ?? NODE_CAP);
}
