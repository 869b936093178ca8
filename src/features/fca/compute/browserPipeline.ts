import { BROWSER_MAX_CONCEPTS, type FormalContextWire } from '../../../../realtime/protocol/fca';
import { computeConcepts, TooManyConceptsError } from '../../../../model/fca/concepts';
import { coverEdges } from '../../../../model/fca/covers';
import { contextFromWire } from '../../../../model/fca/formalContext';
import { canonicalBase } from '../../../../model/fca/implications';
import { latticeToWire } from '../../../../model/fca/lattice';
import type { ComputeStep, WorkerAnswer } from './workerMessages';

const PROGRESS_EVERY_MS = 150;

/**
 * What the browser's worker does with a context: concepts (at most BROWSER_MAX_CONCEPTS), covers,
 * the lattice sent at once, then the implication base; progress at most every 150 ms. A plain
 * function of the context and a `send`, so it is tested without a Worker.
 */
export function runBrowserPipeline(wire: FormalContextWire, send: (answer: WorkerAnswer) => void, now: () => number = Date.now): void {
  let lastSent = 0;
  const progressOf = (step: ComputeStep) => (p: { fraction: number; concepts: number }) => {
    if (now() - lastSent < PROGRESS_EVERY_MS) return;
    lastSent = now();
    send({ kind: 'progress', step, fraction: p.fraction, concepts: p.concepts });
  };
  try {
    const ctx = contextFromWire(wire);
    send({ kind: 'progress', step: 'concepts', fraction: 0, concepts: 0 });
    const concepts = computeConcepts(ctx, { onProgress: progressOf('concepts'), maxConcepts: BROWSER_MAX_CONCEPTS });
    send({ kind: 'progress', step: 'covers', fraction: 0, concepts: concepts.length });
    const covers = coverEdges(ctx, concepts, { onProgress: progressOf('covers') });
    // the lattice is shown at once: the base can take far longer (seconds for thousands of concepts)
    send({ kind: 'lattice', lattice: latticeToWire(concepts, covers) });
    send({ kind: 'progress', step: 'implications', fraction: 0, concepts: concepts.length });
    send({ kind: 'implications', implications: canonicalBase(ctx, { onProgress: progressOf('implications') }) });
  } catch (error) {
    if (error instanceof TooManyConceptsError) send({ kind: 'too-many' });
    else send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
