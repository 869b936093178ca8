import type { AssertedClosure } from './asserted';
import { BOTTOM, Kind } from './concepts';
import { RoleTable } from './roles';
import type { Context } from './saturation';
import type { Saturated } from './saturateOntology';
import { contextsByConcept, isUnsatisfiable, namedSubsumers } from './taxonomy';
import type { Inference } from './types';

const isAnonymous = (individual: string) => individual.startsWith('_:');

/** Inferred subsumptions, equivalences and unsatisfiable classes that the asserted hierarchy does not already say. */
export function classInferences(s: Saturated, asserted: AssertedClosure): Inference[] {
  const out: Inference[] = [];
  const name = s.n.concepts.name;
  const byConcept = contextsByConcept(s);
  for (const [cls, ctx] of s.classContexts) {
    if (isUnsatisfiable(ctx)) {
      out.push({ kind: 'unsatisfiable', cls, because: s.explain.ofSubsumer(ctx.id, BOTTOM) });
      continue;
    }
    const assertedAbove = asserted.ancestors(cls);
    for (const c of namedSubsumers(s, ctx)) {
      const sup = name[c]!;
      if (assertedAbove.has(sup)) continue;
      const back = byConcept.get(c)!;
      if (back.subs.has(ctx.root)) {
        // equivalent: reported once, from the side whose name sorts first
        if (cls > sup && !asserted.isAssertedSubclass(sup, cls)) continue;
        const because = s.explain.ofAll([{ sub: [ctx.id, c] }, { sub: [back.id, ctx.root] }]);
        out.push({ kind: 'equivalentClass', a: cls, b: sup, because });
      } else {
        out.push({ kind: 'subClassOf', sub: cls, sup, because: s.explain.ofSubsumer(ctx.id, c) });
      }
    }
  }
  return out;
}

/** Inferred types, property values and sameAs of named individuals. */
export function individualInferences(s: Saturated, asserted: AssertedClosure): Inference[] {
  const out: Inference[] = [];
  const { concepts } = s.n;
  for (const [individual, ctx] of s.individualContexts) {
    if (isAnonymous(individual) || isUnsatisfiable(ctx)) continue;
    for (const c of namedSubsumers(s, ctx)) {
      const cls = concepts.name[c]!;
      if (!asserted.isAssertedType(individual, cls)) out.push({ kind: 'type', individual, cls, because: s.explain.ofSubsumer(ctx.id, c) });
    }
    for (const c of ctx.subs.keys()) {
      if (concepts.kind[c] !== Kind.Nominal || c === ctx.root) continue;
      const other = concepts.name[c]!;
      if (isAnonymous(other) || other < individual || asserted.isAssertedSame(individual, other)) continue;
      out.push({ kind: 'sameIndividual', a: individual, b: other, because: s.explain.ofSubsumer(ctx.id, c) });
    }
    out.push(...propertyValues(s, asserted, individual, ctx));
  }
  return out;
}

function propertyValues(s: Saturated, asserted: AssertedClosure, subject: string, ctx: Context): Inference[] {
  const out: Inference[] = [];
  const seen = new Set<string>();
  const { concepts, roles } = s.n;
  for (let i = 0; i < ctx.succ.length; i += 2) {
    const role = ctx.succ[i]!;
    const target = s.sat.contexts[ctx.succ[i + 1]!]!;
    // the objects: the target individual and whoever it is the same as (or a class that is a single individual)
    const objects: number[] = [];
    for (const c of target.subs.keys()) if (concepts.kind[c] === Kind.Nominal) objects.push(c);
    if (objects.length === 0) continue;
    for (const prop of roles.superRoles(role)) {
      if (RoleTable.isInverse(prop) || roles.auxiliary[prop]) continue;
      const propIri = roles.iri[prop]!;
      for (const o of objects) {
        const object = concepts.name[o]!;
        const key = `${propIri}\n${object}`;
        if (isAnonymous(object) || seen.has(key)) continue;
        seen.add(key);
        if (asserted.isAssertedValue(subject, propIri, object)) continue;
        const link: { link: [number, number, number] } = { link: [target.id, role, ctx.id] };
        const because = s.explain.ofAll(o === target.root ? [link] : [link, { sub: [target.id, o] }], [role, prop]);
        out.push({ kind: 'propertyValue', subject, prop: propIri, object, because });
      }
    }
  }
  return out;
}
