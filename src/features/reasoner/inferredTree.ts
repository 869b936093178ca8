import type { ReasonerAnswer, ReasonerEntity } from '../../../realtime/protocol/reasoner';

const OWL_THING = 'http://www.w3.org/2002/07/owl#Thing';
const OWL_NOTHING = 'http://www.w3.org/2002/07/owl#Nothing';

export type InferredChild = { cls: ReasonerEntity; inferred: boolean; because: string[]; equivalents: ReasonerEntity[] };

/** The inferred hierarchy as the tree draws it: children by parent IRI, roots under owl:Thing. */
export type InferredTree = { roots: InferredChild[]; children: ReadonlyMap<string, InferredChild[]>; size: number };

const byName = (a: InferredChild, b: InferredChild): number => a.cls.name.localeCompare(b.cls.name);

/**
 * Folds the taxonomy into a tree: a class under each of its direct inferred parents (so a class with
 * two parents shows twice, as in Protégé), a class without parents (or only owl:Thing) at the root.
 * Unsatisfiable classes are left out: they are listed apart, under owl:Nothing.
 */
export function buildInferredTree(taxonomy: ReasonerAnswer['taxonomy'], unsatisfiable: ReadonlySet<string> = new Set()): InferredTree {
  const children = new Map<string, InferredChild[]>();
  const roots: InferredChild[] = [];
  let size = 0;
  for (const node of taxonomy) {
    if (node.cls.iri === OWL_THING || node.cls.iri === OWL_NOTHING || unsatisfiable.has(node.cls.iri)) continue;
    size += 1;
    const parents = node.parents.filter((p) => p.cls.iri !== OWL_THING && p.cls.iri !== OWL_NOTHING);
    if (parents.length === 0) {
      const root = node.parents.find((p) => p.cls.iri === OWL_THING);
      roots.push({ cls: node.cls, inferred: root?.inferred ?? false, because: root?.because ?? [], equivalents: node.equivalents });
    }
    for (const p of parents) {
      const list = children.get(p.cls.iri) ?? [];
      list.push({ cls: node.cls, inferred: p.inferred, because: p.because, equivalents: node.equivalents });
      children.set(p.cls.iri, list);
    }
  }
  roots.sort(byName);
  for (const list of children.values()) list.sort(byName);
  return { roots, children, size };
}

/** The IRIs on the way down to every inferred edge: opened at first, so what the reasoner added is in view. */
export function pathsToInferred(tree: InferredTree): Set<string> {
  const parentsOf = new Map<string, string[]>();
  const inferredUnder: string[] = [];
  for (const [parent, list] of tree.children) {
    for (const child of list) {
      parentsOf.set(child.cls.iri, [...(parentsOf.get(child.cls.iri) ?? []), parent]);
      if (child.inferred) inferredUnder.push(parent);
    }
  }
  const open = new Set<string>();
  const stack = [...inferredUnder];
  while (stack.length) {
    const iri = stack.pop()!;
    if (open.has(iri)) continue;
    open.add(iri);
    stack.push(...(parentsOf.get(iri) ?? []));
  }
  return open;
}
