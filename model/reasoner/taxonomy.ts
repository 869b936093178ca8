import { BOTTOM, Kind } from './concepts';
import { OWL_NOTHING, OWL_THING } from './expressions';
import type { Context } from './saturation';
import type { Saturated } from './saturateOntology';
import type { ReasonerResult } from './types';

/** Named classes (as concepts) a context is subsumed by, itself excluded. */
export function namedSubsumers(s: Saturated, ctx: Context): number[] {
  const kind = s.n.concepts.kind;
  const out: number[] = [];
  for (const c of ctx.subs.keys()) if (kind[c] === Kind.Class && c !== ctx.root) out.push(c);
  return out;
}

export function isUnsatisfiable(ctx: Context): boolean {
  return ctx.subs.has(BOTTOM);
}

/** The context of each classified named class, by its concept. */
export function contextsByConcept(s: Saturated): Map<number, Context> {
  const out = new Map<number, Context>();
  for (const ctx of s.classContexts.values()) out.set(ctx.root, ctx);
  return out;
}

/**
 * Direct parents (the transitive reduction of the inferred subsumptions) and equivalents of every
 * named class. Unsatisfiable classes sit under owl:Nothing, as in Protégé's inferred view; a class
 * equivalent to owl:Thing has no parents and owl:Thing among its equivalents.
 */
export function buildTaxonomy(s: Saturated): ReasonerResult['taxonomy'] {
  const { top } = s;
  const name = s.n.concepts.name;
  const byConcept = contextsByConcept(s);
  const ctxOf = (c: number) => byConcept.get(c)!;
  const out: ReasonerResult['taxonomy'] = [];
  for (const [cls, ctx] of s.classContexts) {
    if (isUnsatisfiable(ctx)) {
      out.push({ cls, parents: [OWL_NOTHING], equivalents: [] });
      continue;
    }
    const supers = namedSubsumers(s, ctx);
    const equivalents = supers.filter((b) => ctxOf(b).subs.has(ctx.root));
    if (top.subs.has(ctx.root)) {
      out.push({ cls, parents: [], equivalents: [OWL_THING, ...equivalents.map((b) => name[b]!)] });
      continue;
    }
    const strict = supers.filter((b) => !ctxOf(b).subs.has(ctx.root) && !top.subs.has(b));
    // most specific first: a class below another has at least its subsumers and itself
    strict.sort((a, b) => ctxOf(b).subs.size - ctxOf(a).subs.size);
    const below = (lower: number, upper: number) => lower !== upper && ctxOf(lower).subs.has(upper) && !ctxOf(upper).subs.has(lower);
    const parents: number[] = [];
    for (const b of strict) if (!parents.some((p) => below(p, b))) parents.push(b);
    // the size order is a heuristic (subsumers of unused expressions count too): check once more
    const direct = parents.filter((b) => !parents.some((p) => below(p, b)));
    out.push({ cls, parents: direct.length > 0 ? direct.map((b) => name[b]!) : [OWL_THING], equivalents: equivalents.map((b) => name[b]!) });
  }
  return out;
}
