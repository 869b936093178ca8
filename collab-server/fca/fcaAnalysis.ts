import type { FormalContextWire } from '../../realtime/protocol/fca';
import { computeConcepts } from '../../model/fca/concepts';
import { coverEdges } from '../../model/fca/covers';
import { canonicalBase } from '../../model/fca/implications';
import { icebergLattice, latticeToWire } from '../../model/fca/lattice';
import { contextFromWire } from '../../model/fca/formalContext';
import { countBits } from '../../model/fca/bitset';
import { StoppedError, type Concept } from '../../model/fca/types';
import type { FcaWorkResult } from './fcaWorkerMessages';

/** The server answers a lattice of at most this many concepts (an iceberg of a larger one). */
export const SERVER_LATTICE_MAX = 5_000;
/** The implication base is given up (null) when it takes longer than this. */
export const IMPLICATIONS_BUDGET_MS = 60_000;

/**
 * The smallest least extent size that leaves at most `max` concepts: with sizes in descending order,
 * every concept larger than the (max+1)-th size stays and it does not. 0 when all fit.
 */
export function icebergMinExtent(concepts: readonly Concept[], max = SERVER_LATTICE_MAX): number {
  if (concepts.length <= max) return 0;
  const sizes = concepts.map((c) => countBits(c.extent)).sort((a, b) => b - a);
  return sizes[max]! + 1;
}

export type AnalysisControl = { stopped: () => boolean; progress: (fraction: number, concepts: number) => void; now?: () => number };

/**
 * A whole analysis of a context on the server (in a worker thread): concepts, covers, the lattice
 * to draw (an iceberg when too large) and, when asked, the canonical base within its budget.
 * Stopping throws StoppedError.
 */
export function analyseContext(wire: FormalContextWire, withImplications: boolean, control: AnalysisControl): FcaWorkResult {
  const now = control.now ?? Date.now;
  const ctx = contextFromWire(wire);
  const concepts = computeConcepts(ctx, { shouldStop: control.stopped, onProgress: (p) => control.progress(0.6 * p.fraction, p.concepts) });
  control.progress(0.6, concepts.length);
  const covers = coverEdges(ctx, concepts, { shouldStop: control.stopped, onProgress: (p) => control.progress(0.6 + 0.2 * p.fraction, concepts.length) });
  control.progress(0.8, concepts.length);
  const minExtent = icebergMinExtent(concepts);
  const drawn = minExtent > 0 ? icebergLattice(concepts, covers, minExtent) : { concepts, covers };
  let implications: FcaWorkResult['result']['implications'] = null;
  if (withImplications) {
    const deadline = now() + IMPLICATIONS_BUDGET_MS;
    try {
      implications = canonicalBase(ctx, { shouldStop: () => control.stopped() || now() > deadline });
    } catch (error) {
      if (!(error instanceof StoppedError) || control.stopped()) throw error;
    }
  }
  return {
    concepts: concepts.length,
    covers: covers.length,
    implications: implications ? implications.length : null,
    result: { minExtent, lattice: latticeToWire(drawn.concepts, drawn.covers), implications },
  };
}
