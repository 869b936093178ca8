import type { WriteHook } from '../ontologyStore';
import { reasonerOf } from './reasonerRuntime';

/**
 * A write that changed a map's stored axioms (an OWL import, a class definition) asks for the map's
 * classification at once, in the process that wrote it. Every other edit reaches the reasoner
 * through the change feed (reasonerTriggers.ts), which every process tails, so it is not read twice.
 */
export const reasonerWriteHook: WriteHook = {
  name: 'reasoner',
  afterCommit: async (ctx, write) => {
    for (const mapId of new Set(write.axiomMaps)) await reasonerOf(ctx).axiomsChanged(mapId);
  },
};
