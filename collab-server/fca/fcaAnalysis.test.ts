import { describe, expect, it } from 'vitest';
import { analyseContext, icebergMinExtent, IMPLICATIONS_BUDGET_MS } from './fcaAnalysis';
import { indicesToBits } from '../../model/fca/bitset';
import { StoppedError, type Concept } from '../../model/fca/types';

const concept = (extent: number[], n = 10): Concept => ({ extent: indicesToBits(extent, n), intent: new Uint32Array(1) });
const range = (k: number) => Array.from({ length: k }, (_, i) => i);

describe('icebergMinExtent', () => {
  it('is 0 when the lattice fits, else the smallest bound that leaves at most max concepts', () => {
    const concepts = [10, 8, 8, 5, 3, 3, 0].map((k) => concept(range(k)));
    expect(icebergMinExtent(concepts, 7)).toBe(0);
    // sizes 10 8 8 5 | 3 3 0: at most 4 → everything above 3
    expect(icebergMinExtent(concepts, 4)).toBe(4);
    // at most 2: 8 and 8 tie, so only 10 stays
    expect(icebergMinExtent(concepts, 2)).toBe(9);
  });
});

describe('analyseContext', () => {
  const wire = { objects: ['a', 'b', 'c'], attributes: ['x', 'y'], incidence: [[0], [1], [0, 1]] };
  const quiet = { stopped: () => false, progress: () => undefined };
  // seeded: thousands of concepts, so the algorithms ask whether to stop (they do every few thousand steps)
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const big = {
    objects: range(400).map((i) => `g${i}`),
    attributes: range(26).map((i) => `m${i}`),
    incidence: range(400).map(() => range(26).filter(() => random() < 0.4)),
  };

  it('gives the lattice, its counts and the implication base', () => {
    const out = analyseContext(wire, true, quiet);
    // concepts: abc/∅, ac/x, bc/y, c/xy
    expect(out).toMatchObject({ concepts: 4, covers: 4, result: { minExtent: 0 } });
    expect(out.result.lattice.concepts).toHaveLength(4);
    expect(out.implications).toBe(out.result.implications?.length);
  });

  it('gives up the implication base (null) beyond its budget, but not the lattice', () => {
    let clock = 0;
    const out = analyseContext(big, true, { ...quiet, now: () => (clock += IMPLICATIONS_BUDGET_MS) });
    expect(out.concepts).toBeGreaterThan(2000);
    expect(out.result.implications).toBeNull();
    expect(out.implications).toBeNull();
  });

  it('skips the implications when not asked, and stops when asked to', () => {
    expect(analyseContext(wire, false, quiet).result.implications).toBeNull();
    expect(() => analyseContext(big, true, { ...quiet, stopped: () => true })).toThrow(StoppedError);
  });
});
