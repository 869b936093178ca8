import { bitsToIndices, countBits, emptySet } from './bitset';
import { attributeColumns, closeAttributes, extentOf } from './formalContext';
import { ImplicationClosure } from './implicationClosure';
import type { Covers } from './lattice';
import { StoppedError, type AssociationRule, type Concept, type FormalContext, type Implication, type RunControl } from './types';

const CHECK_EVERY = 256;

/**
 * The Duquenne–Guigues (canonical, stem) base: P → P″ \ P for every pseudo-intent P — the
 * smallest set of implications from which every implication of the context follows. Ganter's
 * algorithm: NextClosure walks, in lectic order, the sets closed under the implications found so
 * far (applied only to proper subsets of the set: L•); such a set is an intent or a
 * pseudo-intent, and each pseudo-intent met adds its implication before the walk goes on.
 * support: the number of objects having the premise.
 */
export function canonicalBase(ctx: FormalContext, control: RunControl = {}): Implication[] {
  const m = ctx.attributes.length;
  const columns = attributeColumns(ctx);
  const base: Implication[] = [];
  const found = new ImplicationClosure(m);
  let current = emptySet(m);
  found.close(current);
  for (let steps = 1; ; steps++) {
    const closed = closeAttributes(ctx, current, columns);
    if (!sameSet(closed, current)) {
      const premise = bitsToIndices(current);
      const closure = bitsToIndices(closed);
      found.add(premise, closure);
      base.push({ premise, conclusion: closure.filter((a) => !hasAttr(current, a)), support: countBits(extentOf(ctx, current, columns)) });
    }
    if (countBits(current) === m) break;
    const next = nextLectic(found, current, m);
    if (next === null) break;
    current = next;
    if (steps % CHECK_EVERY === 0) {
      if (control.shouldStop?.()) throw new StoppedError();
      control.onProgress?.({ fraction: lecticPosition(current), concepts: base.length });
    }
  }
  control.onProgress?.({ fraction: 1, concepts: base.length });
  return base;
}

/** The lectically next set after `set` closed under L• (null: `set` was the last). */
function nextLectic(found: ImplicationClosure, set: Uint32Array, m: number): Uint32Array | null {
  const prefix = set.slice();
  for (let i = m - 1; i >= 0; i--) {
    if (hasAttr(prefix, i)) {
      prefix[i >>> 5]! &= ~(1 << (i & 31));
      continue;
    }
    const candidate = prefix.slice();
    candidate[i >>> 5]! |= 1 << (i & 31);
    // a candidate gaining an attribute before i is not the next one: closing stops right there
    if (found.close(candidate, i)) return candidate;
  }
  return null;
}

/** How far through the lectic order a set is (attribute 0 weighs most), for progress. */
function lecticPosition(set: Uint32Array): number {
  let fraction = 0;
  for (const a of bitsToIndices(set)) {
    if (a > 52) break;
    fraction += 2 ** -(a + 1);
  }
  return fraction;
}

function hasAttr(set: Uint32Array, a: number): boolean {
  return ((set[a >>> 5]! >>> (a & 31)) & 1) === 1;
}

function sameSet(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}

export type RuleThresholds = { minSupport: number; minConfidence: number };

/**
 * Association rules of the Luxenburger basis: one rule per cover edge, upper intent → lower intent
 * \ upper intent. support: the number of objects having premise and conclusion (the lower extent;
 * minSupport compares support / |G| as a share 0–1); confidence: |lower extent| / |upper extent|,
 * always below 1 along a cover (exact rules are the implications' business). Rules no object
 * supports (into an empty bottom concept) say nothing and are left out.
 */
export function associationRules(ctx: FormalContext, concepts: Concept[], covers: Covers, { minSupport, minConfidence }: RuleThresholds): AssociationRule[] {
  const total = ctx.objects.length;
  const sizes = concepts.map((c) => countBits(c.extent));
  const rules: AssociationRule[] = [];
  for (const [lower, upper] of covers) {
    const support = sizes[lower]!;
    const confidence = support / sizes[upper]!;
    if (support === 0 || confidence >= 1 || confidence < minConfidence || support / total < minSupport) continue;
    const premise = concepts[upper]!.intent;
    rules.push({ premise: bitsToIndices(premise), conclusion: bitsToIndices(concepts[lower]!.intent).filter((a) => !hasAttr(premise, a)), support, confidence });
  }
  return rules.sort((a, b) => b.confidence - a.confidence || b.support - a.support);
}
