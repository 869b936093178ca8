import type { ClassRecord, PropertyRecord } from './graphRecords';
import type { MapLayout } from '../data/mapLayout';
import { assembleGraph, NODE_CAP, SUBCLASS_PREDICATE, tripletId, type GraphEdge, type GraphModel, type GraphNode } from './graphModel';

type Named = { id: string; name: string };

/** One statement about classes: subject — predicate — object. */
export type Triple = { id: string; subject: Named; predicate: Named | null; object: Named };

/**
 * The triples among classes: subclass axioms (child subClassOf parent; predicate null) and
 * object properties (each domain — property — range). With `scope`, only triples whose subject
 * or object is in scope (both, when `both`) are kept. Duplicates are dropped.
 */
export function classTriples(classes: readonly ClassRecord[], properties: readonly PropertyRecord[], scope?: ReadonlySet<string>, both = true): Triple[] {
  const inScope = (a: string, b: string): boolean => !scope || (both ? scope.has(a) && scope.has(b) : scope.has(a) || scope.has(b));
  const seen = new Set<string>();
  const triples: Triple[] = [];
  const push = (triple: Triple): void => {
    if (seen.has(triple.id) || !inScope(triple.subject.id, triple.object.id)) return;
    seen.add(triple.id);
    triples.push(triple);
  };
  // a triple names its ends as people read them: a class record by its caption, a linked class by the caption it was read with
  for (const cls of classes) {
    const subject = { id: cls.id, name: cls.caption };
    for (const parent of cls.parents) push({ id: tripletId(cls.id, SUBCLASS_PREDICATE, parent.id), subject, predicate: null, object: parent });
  }
  for (const prop of properties) {
    if (!prop.range) continue;
    const predicate = { id: prop.id, name: prop.caption };
    for (const domain of prop.domains) push({ id: tripletId(domain.id, prop.id, prop.range.id), subject: domain, predicate, object: prop.range });
  }
  return triples;
}

export function tripleEdge(triple: Triple): GraphEdge {
  return triple.predicate
    ? { id: triple.id, from: triple.subject.id, to: triple.object.id, kind: 'property', label: triple.predicate.name, propId: triple.predicate.id }
    : { id: triple.id, from: triple.subject.id, to: triple.object.id, kind: 'subclass' };
}

export type ClassGraphOptions = {
  layout?: MapLayout;
  /** Shown as the focus node (a term's own map). */
  focusId?: string | null;
  /** Also draw the classes at the other end of a triple that are not among `classes` (as outside nodes). */
  outside?: boolean;
  cap?: number;
};

/** The graph of these classes with the subclass and property triples among them. */
export function classGraph(classes: readonly ClassRecord[], properties: readonly PropertyRecord[], options: ClassGraphOptions = {}): GraphModel {
  const ids = new Set(classes.map((c) => c.id));
  const position = (id: string): Pick<GraphNode, 'x' | 'y'> => {
    const at = options.layout?.[id];
    return at ? { x: at.x, y: at.y } : {};
  };
  const nodes: GraphNode[] = classes.map((c) => ({ id: c.id, label: c.caption, kind: c.id === options.focusId ? 'focus' : 'class', ...position(c.id) }));
  const triples = classTriples(classes, properties, ids, !options.outside);
  if (options.outside) {
    for (const t of triples) {
      for (const end of [t.subject, t.object]) if (!ids.has(end.id)) nodes.push({ id: end.id, label: end.name, kind: 'external', ...position(end.id) });
    }
  }
  return assembleGraph(nodes, triples.map(tripleEdge), options.cap ?? NODE_CAP);
}
