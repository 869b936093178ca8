import { TOP } from './concepts';
import { Explainer } from './explain';
import { applyIndividualRules } from './individualRules';
import { normalize, type Normalized } from './normalize';
import { Saturation, type Context } from './saturation';
import { ReasonerStopped } from './stopped';
import type { ReasonerControl, ReasonerInput } from './types';

export type Saturated = {
  n: Normalized;
  sat: Saturation;
  explain: Explainer;
  /** context of each named class (absent when classes were not classified) */
  classContexts: Map<string, Context>;
  individualContexts: Map<string, Context>;
  top: Context;
};

export type SaturateOptions = {
  /**
   * false: saturate only what individuals need (goal-directed realisation) and skip the class
   * hierarchy — what a membership query on a 100,000-level taxonomy asks for, since classifying
   * every class of a chain that deep has quadratically many subsumptions.
   */
  classes?: boolean;
};

/**
 * Normalises, then saturates: the EL completion rules to a fixpoint, then the individual-only RL
 * rules, then EL again for what they added, until neither adds anything. `onProgress` reports
 * fractions of the whole in [0, 0.9]; the rest is for building the answer.
 */
export function saturateOntology(input: ReasonerInput, control: ReasonerControl = {}, options: SaturateOptions = {}): Saturated {
  const stop = () => {
    if (control.shouldStop?.()) throw new ReasonerStopped();
  };
  const progress = control.onProgress ?? (() => undefined);
  const n = normalize(input);
  progress(0.05);
  stop();
  const sat = new Saturation(n, control, (options.classes === false ? 0 : n.classes.size) + n.individuals.size + 1);
  const top = sat.contextOf(TOP);
  const classContexts = new Map<string, Context>();
  if (options.classes !== false) for (const iri of n.classes) classContexts.set(iri, sat.contextOf(n.concepts.named(iri)));
  const individualContexts = new Map<string, Context>();
  for (const ind of n.individuals) individualContexts.set(ind, sat.contextOf(n.concepts.nominal(ind)));
  const seeded = sat.contexts.length;
  sat.run((done) => progress(0.05 + 0.8 * Math.min(1, done / Math.max(1, seeded))));
  for (let round = 0; applyIndividualRules(sat); round++) {
    stop();
    progress(Math.min(0.9, 0.85 + round * 0.005));
    sat.run();
  }
  progress(0.9);
  const ids = input.axioms.map((a) => a.id);
  return { n, sat, explain: new Explainer(sat, ids), classContexts, individualContexts, top };
}

/** Whether an individual belongs to a named class (after saturateOntology). */
export function isInstanceOf(s: Saturated, individual: string, cls: string): boolean {
  const ctx = s.individualContexts.get(individual);
  const c = s.n.concepts.find(cls);
  return ctx !== undefined && c !== undefined && ctx.subs.has(c);
}
