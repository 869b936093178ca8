import { describe, expect, it } from 'vitest';
import { bitsToIndices, countBits, indicesToBits } from './bitset';
import { computeConcepts } from './concepts';
import { coverEdges } from './covers';
import { closeAttributes, extentOf, makeContext } from './formalContext';
import { associationRules, canonicalBase } from './implications';
import { conformanceContext, randomContext } from './testing/conformance';
import { StoppedError, type FormalContext, type Implication } from './types';

/** The pseudo-intents straight from the definition: P ≠ P″, and Q″ ⊆ P for every pseudo-intent Q ⊊ P. */
function bruteForceBase(ctx: FormalContext): Implication[] {
  const m = ctx.attributes.length;
  const subsets = [...Array(2 ** m).keys()].map((mask) => [...Array(m).keys()].filter((a) => mask & (1 << a)));
  subsets.sort((a, b) => a.length - b.length);
  const pseudo: Array<{ premise: number[]; closure: number[] }> = [];
  for (const set of subsets) {
    const closure = bitsToIndices(closeAttributes(ctx, indicesToBits(set, m)));
    if (closure.length === set.length) continue;
    const inside = (xs: number[]) => xs.every((x) => set.includes(x));
    if (pseudo.every((q) => !(q.premise.length < set.length && inside(q.premise)) || inside(q.closure))) pseudo.push({ premise: set, closure });
  }
  return pseudo.map((p) => ({
    premise: p.premise,
    conclusion: p.closure.filter((a) => !p.premise.includes(a)),
    support: countBits(extentOf(ctx, indicesToBits(p.premise, m))),
  }));
}

const byPremise = (base: Implication[]) => base.map((i) => `${i.premise.join(',')}→${i.conclusion.join(',')}#${i.support}`).sort();

/** The closure of a set under implications (every premise inside adds its conclusion). */
function closeUnderBase(base: Implication[], set: number[]): number[] {
  const out = new Set(set);
  for (let changed = true; changed; ) {
    changed = false;
    for (const imp of base) {
      if (imp.premise.every((a) => out.has(a)) && imp.conclusion.some((a) => !out.has(a))) {
        imp.conclusion.forEach((a) => out.add(a));
        changed = true;
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

describe('the Duquenne–Guigues base', () => {
  it('of liveinwater.cxt equals the one found from the definition', () => {
    const ctx = conformanceContext('liveinwater.cxt');
    const base = canonicalBase(ctx);
    expect(byPremise(base)).toEqual(byPremise(bruteForceBase(ctx)));
    expect(base.length).toBeGreaterThan(0);
    // every object needs water: the empty premise implies it
    expect(base[0]).toEqual({ premise: [], conclusion: [ctx.attributes.indexOf('needs water to live')], support: 8 });
  });

  it('is sound and complete, and minimal, on random contexts', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const m = 1 + (seed % 9);
      const ctx = randomContext(2 + (seed % 12), m, [0.25, 0.5, 0.7][seed % 3]!, seed * 31);
      const base = canonicalBase(ctx);
      expect(byPremise(base)).toEqual(byPremise(bruteForceBase(ctx)));
      for (let mask = 0; mask < 2 ** m; mask++) {
        const set = [...Array(m).keys()].filter((a) => mask & (1 << a));
        expect(closeUnderBase(base, set)).toEqual(bitsToIndices(closeAttributes(ctx, indicesToBits(set, m))));
      }
    }
  });

  it('handles contexts without objects or attributes', () => {
    expect(canonicalBase(makeContext([], ['a', 'b'], []))).toEqual([{ premise: [], conclusion: [0, 1], support: 0 }]);
    expect(canonicalBase(makeContext(['g'], [], [[]]))).toEqual([]);
  });

  it('is c → b for a small context worked out by hand, and stops when asked', () => {
    const ctx = makeContext(['g0', 'g1', 'g2'], ['a', 'b', 'c'], [[0], [0, 1], [1, 2]]);
    expect(canonicalBase(ctx)).toEqual([{ premise: [2], conclusion: [1], support: 1 }]);
    expect(() => canonicalBase(conformanceContext('bob-ross.cxt'), { shouldStop: () => true })).toThrow(StoppedError);
  });
});

describe('association rules (Luxenburger basis)', () => {
  const ctx = makeContext(['g0', 'g1', 'g2', 'g3'], ['a', 'b', 'c'], [[0], [0, 1], [0, 1], [1, 2]]);
  const concepts = computeConcepts(ctx);
  const covers = coverEdges(ctx, concepts);

  it('gives one rule per cover edge below confidence 1, with support and confidence', () => {
    const rules = associationRules(ctx, concepts, covers, { minSupport: 0, minConfidence: 0 });
    const shown = rules.map((r) => `${r.premise.join('')}→${r.conclusion.join('')} ${r.support} ${r.confidence.toFixed(3)}`).sort();
    // a′ = {g0,g1,g2}, b′ = {g1,g2,g3}, ab′ = {g1,g2}, bc′ = {g3}
    expect(shown).toEqual(['0→1 2 0.667', '1→0 2 0.667', '1→2 1 0.333', '→0 3 0.750', '→1 3 0.750']);
  });

  it('applies the thresholds (support as a share of the objects)', () => {
    const rules = associationRules(ctx, concepts, covers, { minSupport: 0.6, minConfidence: 0.7 });
    expect(rules.map((r) => r.conclusion)).toEqual([[0], [1]]);
  });
});
