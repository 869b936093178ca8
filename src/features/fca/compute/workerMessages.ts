import type { ContextAnswer, FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';
import type { Implication } from '../../../../model/fca/types';

/** What the page asks the FCA worker: the context to analyse. */
export type WorkerRequest = { context: FormalContextWire };

/** The steps of a computation, in order (each reports its own progress). */
export type ComputeStep = 'concepts' | 'covers' | 'implications';

/** What the worker answers: progress while it works, then the result or why there is none. */
export type WorkerAnswer =
  | { kind: 'progress'; step: ComputeStep; fraction: number; concepts: number }
  /** The lattice is ready (shown at once); the implication base follows. */
  | { kind: 'lattice'; lattice: LatticeWire }
  | { kind: 'implications'; implications: Implication[] }
  | { kind: 'too-many' }
  | { kind: 'failed'; message: string };

/** What the screens show, wherever it was computed. */
export type FcaResult = {
  origin: 'browser' | 'server';
  /** The context it was computed from (the lattice's indices are into it). */
  answer: ContextAnswer;
  lattice: LatticeWire;
  /** null: not computed (the server ran out of time, or it was stopped, or it is still being computed). */
  implications: Implication[] | null;
  /** The browser's worker is still computing the implication base. */
  implicationsPending: boolean;
  /** The server's lattice holds the concepts of at least this many objects (0: all of them). */
  minExtent: number;
};
