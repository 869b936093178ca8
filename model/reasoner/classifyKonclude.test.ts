import { describe, expect, it } from 'vitest';
import { parseConformance } from '../owl/testing/conformance';
import { classify } from './classify';
import { closurePairs, hasKonclude, koncludeSubsumptions } from './testing/konclude';
import type { ReasonerInput, ReasonerResult } from './types';

// Our classification against Konclude (Debian package `konclude`, OWL 2 DL) on the conformance
// files: on the axioms we use (the input minus `unused`) both must find the same subsumptions
// between named classes; on the whole file ours must be a subset of Konclude's (sound, and
// incomplete only outside EL). Skipped where Konclude is not installed.
const NOTHING = 'http://www.w3.org/2002/07/owl#Nothing';

function ourSubsumptions(r: ReasonerResult): Set<string> {
  const parents = new Map<string, Set<string>>();
  for (const t of r.taxonomy) parents.set(t.cls, new Set([...t.parents, ...t.equivalents]));
  return closurePairs(parents);
}

/** Unsatisfiable classes are under every class; compare them once, as the classes under owl:Nothing. */
function normalised(pairs: Set<string>): Set<string> {
  const unsat = new Set([...pairs].filter((p) => p.endsWith(` ${NOTHING}`)).map((p) => p.split(' ')[0]));
  return new Set([...pairs].filter((p) => !p.startsWith(`${NOTHING} `) && (!unsat.has(p.split(' ')[0]) || p.endsWith(` ${NOTHING}`))));
}

describe.skipIf(!hasKonclude())('classify against Konclude', () => {
  for (const file of ['pizza.owl', 'bfo-core.owl', 'wine.rdf', 'so.owl']) {
    it(`${file}: equal on the axioms we use, a subset on the whole file`, async () => {
      const axioms = await parseConformance(file);
      const input: ReasonerInput = { axioms: axioms.map((axiom, i) => ({ id: String(i), axiom })) };
      const whole = classify(input);
      const unused = new Set(whole.unused.map((u) => u.id));
      const used: ReasonerInput = { axioms: input.axioms.filter((a) => !unused.has(a.id)) };
      const ours = normalised(ourSubsumptions(classify(used)));
      const theirs = normalised(koncludeSubsumptions(used.axioms.map((a) => a.axiom)));
      expect([...ours].filter((p) => !theirs.has(p))).toEqual([]);
      expect([...theirs].filter((p) => !ours.has(p))).toEqual([]);
      const theirsWhole = normalised(koncludeSubsumptions(axioms));
      expect([...normalised(ourSubsumptions(whole))].filter((p) => !theirsWhole.has(p))).toEqual([]);
    }, 180_000);
  }
});
