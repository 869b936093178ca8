import type { Axiom, Iri } from '../owl/axioms';

/**
 * What the reasoner reads: the ontology's axioms, each with the id it is explained by (a stored
 * axiom's id, or the key of a form-level fact such as a parent link). Ids are opaque to the reasoner.
 */
export type ReasonerInput = { axioms: { id: string; axiom: Axiom }[] };

/** The axioms a conclusion follows from (one justification, found by tracing the rule applications back). */
export type Explanation = string[];

export type Inference =
  /** A named class under another, not asserted (directly or through asserted parents). */
  | { kind: 'subClassOf'; sub: Iri; sup: Iri; because: Explanation }
  | { kind: 'equivalentClass'; a: Iri; b: Iri; because: Explanation }
  /** Equivalent to owl:Nothing. */
  | { kind: 'unsatisfiable'; cls: Iri; because: Explanation }
  /** A named individual's class, not asserted. */
  | { kind: 'type'; individual: Iri; cls: Iri; because: Explanation }
  /** An object property value between named individuals, not asserted. */
  | { kind: 'propertyValue'; subject: Iri; prop: Iri; object: Iri; because: Explanation }
  | { kind: 'sameIndividual'; a: Iri; b: Iri; because: Explanation };

export type ReasonerResult = {
  /** False when owl:Thing is unsatisfiable or an individual is in owl:Nothing (or breaks a disjointness). */
  consistent: boolean;
  /** Why the ontology is inconsistent; empty when it is not. */
  inconsistency: Explanation;
  /** The inferred hierarchy of named classes: each class's direct inferred parents (owl:Thing when none) and its equivalents. */
  taxonomy: { cls: Iri; parents: Iri[]; equivalents: Iri[] }[];
  /** Every conclusion that was not asserted, with its explanation. */
  inferences: Inference[];
  /** Ids of axioms outside OWL 2 EL/RL that were kept but not used for inference, with the construct that put them out. */
  unused: { id: string; reason: UnusedReason }[];
  stats: { classes: number; axioms: number; ms: number };
};

export type UnusedReason = 'union' | 'complement' | 'allValuesFrom' | 'cardinality' | 'oneOf' | 'inverse' | 'dataRange' | 'negativeAssertion' | 'other';

/** Progress of a long classification, and a way to stop it (the worker checks `aborted` between rule rounds). */
export type ReasonerControl = { onProgress?: (fraction: number) => void; shouldStop?: () => boolean };
