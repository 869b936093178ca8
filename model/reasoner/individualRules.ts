import { Kind, TOP } from './concepts';
import { Rule } from './premises';
import type { Context, Saturation } from './saturation';

/**
 * OWL 2 RL rules that only hold between individuals, applied between saturation rounds:
 * cls-avf (∀r.D on an individual types its r-successors with D) and cls-maxc2/cls-maxqc3 with
 * prp-fp/prp-ifp (two successors under ≤1 r are the same individual). They need named successors:
 * in an anonymous context they would be unsound, since a context stands for many elements.
 * Answers whether anything new was derived.
 */
export function applyIndividualRules(sat: Saturation): boolean {
  const { concepts: c, roles } = sat.n;
  const items = sat.individualItems;
  let changed = false;
  const add = (ctx: Context, concept: number, rule: number, f0: number, f1: number, f2: number, f3: number, f4 = 0, f5 = 0) => {
    if (ctx.subs.has(concept)) return;
    sat.derive(ctx, concept, sat.premises.add(rule, f0, f1, f2, f3, f4, f5));
    changed = true;
  };
  for (let i = 0; i < items.length; i += 2) {
    const source = sat.contexts[items[i]!]!;
    const x = items[i + 1]!;
    const role = c.a[x]!;
    const filler = c.b[x]!;
    const successors: { role: number; target: Context }[] = [];
    for (let k = 0; k < source.succ.length; k += 2) {
      const target = sat.contexts[source.succ[k + 1]!]!;
      if (target.individual && roles.isSub(source.succ[k]!, role)) successors.push({ role: source.succ[k]!, target });
    }
    if (c.kind[x] === Kind.All) {
      for (const s of successors) add(s.target, filler, Rule.AllValues, source.id, x, s.target.id, s.role);
      continue;
    }
    const counted = successors.filter((s) => filler === TOP || s.target.subs.has(filler));
    for (const one of counted) {
      for (const two of counted) {
        if (one.target === two.target || one.target.subs.has(two.target.root)) continue;
        add(one.target, two.target.root, Rule.Same, source.id, x, one.target.id, one.role, two.target.id, two.role);
      }
    }
  }
  return changed;
}
