import type { ClassExpr, ObjectPropertyExpr } from '../owl/axioms';
import type { ReasonerInput } from './types';

/**
 * What is asserted, as an editor's asserted view shows it: named superclasses (of SubClassOf and
 * of the named conjuncts of EquivalentClasses, as Protégé's asserted hierarchy does, transitively),
 * class assertions, property assertions and sameAs. Inferences that only restate these are not reported.
 */
export class AssertedClosure {
  private readonly parents = new Map<string, Set<string>>();
  private readonly types = new Map<string, Set<string>>();
  private readonly values = new Set<string>();
  private readonly same = new Set<string>();
  private readonly ancestorCache = new Map<string, Set<string>>();

  constructor(input: ReasonerInput) {
    for (const { axiom } of input.axioms) {
      if (axiom.t === 'SubClassOf' && axiom.sub.t === 'Class') this.addParents(axiom.sub.iri, axiom.sup);
      else if (axiom.t === 'EquivalentClasses') {
        for (const a of axiom.ops) if (a.t === 'Class') for (const b of axiom.ops) if (b !== a) this.addParents(a.iri, b);
      } else if (axiom.t === 'ClassAssertion' && axiom.cls.t === 'Class') {
        add(this.types, axiom.individual, axiom.cls.iri);
      } else if (axiom.t === 'ObjectPropertyAssertion') {
        const [s, o] = axiom.prop.t === 'ObjectInverseOf' ? [axiom.object, axiom.subject] : [axiom.subject, axiom.object];
        this.values.add(valueKey(s, axiom.prop, o));
      } else if (axiom.t === 'SameIndividual') {
        for (const a of axiom.individuals) for (const b of axiom.individuals) this.same.add(`${a}\n${b}`);
      }
    }
  }

  private addParents(cls: string, sup: ClassExpr): void {
    if (sup.t === 'Class') add(this.parents, cls, sup.iri);
    else if (sup.t === 'ObjectIntersectionOf') for (const op of sup.ops) this.addParents(cls, op);
  }

  /** The class and every asserted ancestor. */
  ancestors(cls: string): Set<string> {
    let found = this.ancestorCache.get(cls);
    if (found) return found;
    found = new Set([cls]);
    const queue = [cls];
    for (let i = 0; i < queue.length; i++) {
      for (const p of this.parents.get(queue[i]!) ?? []) {
        if (found.has(p)) continue;
        found.add(p);
        queue.push(p);
      }
    }
    this.ancestorCache.set(cls, found);
    return found;
  }

  isAssertedSubclass(sub: string, sup: string): boolean {
    return this.ancestors(sub).has(sup);
  }

  /** Only the class assertion itself: a type through the hierarchy is an inference, as in Protégé's inferred types. */
  isAssertedType(individual: string, cls: string): boolean {
    return this.types.get(individual)?.has(cls) ?? false;
  }

  isAssertedValue(subject: string, prop: string, object: string): boolean {
    return this.values.has(valueKey(subject, { t: 'ObjectProperty', iri: prop }, object));
  }

  isAssertedSame(a: string, b: string): boolean {
    return this.same.has(`${a}\n${b}`);
  }
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

const valueKey = (s: string, p: ObjectPropertyExpr, o: string) => `${s}\n${p.iri}\n${o}`;
