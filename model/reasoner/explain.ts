import { BOTTOM, TOP } from './concepts';
import { Rule } from './premises';
import type { Saturation } from './saturation';

/**
 * Unfolds the premise records of a conclusion down to input axioms: one justification (the one the
 * saturation found first), not necessarily minimal. Iterative, because the derivation of a type at
 * the bottom of a 100,000-level taxonomy is 100,000 steps deep.
 */
export class Explainer {
  constructor(
    private readonly sat: Saturation,
    private readonly ids: string[],
  ) {}

  /** Why ctx ⊑ concept. */
  ofSubsumer(ctx: number, concept: number): string[] {
    return this.unfold([0, ctx, concept, 0]);
  }

  /** Why source ⊑ ∃role.target (plus, for a property value, role ⊑ reportedRole). */
  ofLink(target: number, role: number, source: number, reportedRole = role): string[] {
    const paths: number[] = [];
    this.sat.n.roles.pathAxioms(role, reportedRole, paths);
    return this.unfold([1, target, role, source], paths);
  }

  /** Several conclusions at once (a property value reached through sameAs, both sides of an equivalence), plus a role path. */
  ofAll(items: ({ sub: [number, number] } | { link: [number, number, number] })[], rolePath?: [number, number]): string[] {
    const stack: number[] = [];
    const axioms: number[] = [];
    if (rolePath) this.sat.n.roles.pathAxioms(rolePath[0], rolePath[1], axioms);
    for (const it of items) {
      if ('sub' in it) stack.push(0, it.sub[0], it.sub[1], 0);
      else stack.push(1, it.link[0], it.link[1], it.link[2]);
    }
    return this.unfold(stack, axioms);
  }

  private unfold(stack: number[], axioms: number[] = []): string[] {
    const { premises: p, contexts } = this.sat;
    const { roles, concepts } = this.sat.n;
    const seenSubs = new Set<number>();
    const seenLinks = new Set<string>();
    const sub = (ctx: number, c: number) => stack.push(0, ctx, c, 0);
    const link = (t: number, r: number, s: number) => stack.push(1, t, r, s);
    const path = (from: number, to: number) => roles.pathAxioms(from, to, axioms);
    while (stack.length > 0) {
      const d = stack.pop()!;
      const c = stack.pop()!;
      const b = stack.pop()!;
      const kind = stack.pop()!;
      let at: number | undefined;
      if (kind === 0) {
        const key = b * concepts.size + c;
        if (seenSubs.has(key)) continue;
        seenSubs.add(key);
        at = contexts[b]!.subs.get(c);
      } else {
        const key = `${b}:${c}:${d}`;
        if (seenLinks.has(key)) continue;
        seenLinks.add(key);
        at = this.sat.linkPremise(b, c, d);
      }
      if (at === undefined || at === 0) continue;
      const f = (i: number) => p.field(at, i);
      switch (p.rule(at)) {
        case Rule.Told:
          axioms.push(f(0));
          sub(f(1), f(2));
          break;
        case Rule.Decompose:
          sub(f(0), f(1));
          break;
        case Rule.Conjoin:
          sub(f(0), f(1));
          sub(f(0), f(2));
          break;
        case Rule.Exists:
          link(f(0), f(1), f(2));
          sub(f(0), f(3));
          path(f(1), f(4));
          break;
        case Rule.Bottom:
          link(f(0), f(1), f(2));
          sub(f(0), BOTTOM);
          break;
        case Rule.Disjoint:
          axioms.push(f(0));
          sub(f(1), f(2));
          sub(f(1), f(3));
          break;
        case Rule.Link:
          sub(f(0), f(1));
          break;
        case Rule.Chain: {
          const chain = roles.chains[f(0)]!;
          axioms.push(chain.axiom);
          link(f(1), f(2), f(3));
          link(f(4), f(5), f(1));
          path(f(2), chain.first);
          path(f(5), chain.second);
          break;
        }
        case Rule.Reflexive:
          axioms.push(f(0));
          break;
        case Rule.Inverse:
          link(f(0), f(1), f(2));
          break;
        case Rule.Nominal:
          sub(f(0), f(1));
          sub(f(2), f(3));
          break;
        case Rule.Range:
          axioms.push(f(0));
          path(f(1), f(2));
          break;
        case Rule.AllValues:
          sub(f(0), f(1));
          link(f(2), f(3), f(0));
          path(f(3), concepts.a[f(1)]!);
          break;
        case Rule.Same: {
          const max = f(1);
          sub(f(0), max);
          link(f(2), f(3), f(0));
          link(f(4), f(5), f(0));
          path(f(3), concepts.a[max]!);
          path(f(5), concepts.a[max]!);
          if (concepts.b[max] !== TOP) {
            sub(f(2), concepts.b[max]!);
            sub(f(4), concepts.b[max]!);
          }
          break;
        }
      }
    }
    // in the order of the ontology, so the same justification always reads the same way
    const used = [...new Set(axioms)].filter((a) => a >= 0).sort((a, b) => a - b);
    return used.map((a) => this.ids[a]!);
  }
}
