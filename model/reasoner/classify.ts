import { AssertedClosure } from './asserted';
import { BOTTOM } from './concepts';
import { classInferences, individualInferences } from './inferences';
import { saturateOntology } from './saturateOntology';
import { buildTaxonomy, isUnsatisfiable } from './taxonomy';
import type { Explanation, ReasonerControl, ReasonerInput, ReasonerResult } from './types';

export { ReasonerStopped } from './stopped';

/**
 * Classifies an ontology: OWL 2 EL completion rules (ELK-style saturation) for the class
 * hierarchy, with each individual as a nominal so its types follow from the same rules, and the
 * OWL 2 RL rules that only hold between individuals. Pure and synchronous: it runs in a worker.
 * Throws ReasonerStopped when control.shouldStop() says so; never throws on axioms it cannot use
 * (they are listed in `unused`).
 */
export function classify(input: ReasonerInput, control: ReasonerControl = {}): ReasonerResult {
  const started = performance.now();
  const s = saturateOntology(input, control);
  let inconsistency: Explanation = [];
  if (isUnsatisfiable(s.top)) inconsistency = s.explain.ofSubsumer(s.top.id, BOTTOM);
  else {
    for (const ctx of s.individualContexts.values()) {
      if (!isUnsatisfiable(ctx)) continue;
      inconsistency = s.explain.ofSubsumer(ctx.id, BOTTOM);
      break;
    }
  }
  const consistent = !isUnsatisfiable(s.top) && ![...s.individualContexts.values()].some(isUnsatisfiable);
  const taxonomy = buildTaxonomy(s);
  control.onProgress?.(0.93);
  const asserted = new AssertedClosure(input);
  const inferences = [...classInferences(s, asserted), ...individualInferences(s, asserted)];
  control.onProgress?.(1);
  return {
    consistent,
    inconsistency,
    taxonomy,
    inferences,
    unused: s.n.unused,
    stats: { classes: s.classContexts.size, axioms: input.axioms.length, ms: Math.round(performance.now() - started) },
  };
}
