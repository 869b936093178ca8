import type { WriteHook } from '../../ontologyStore';
import { maintainDecisions } from './computedMaintenance';

/** Decision tables bound to what a write changed (rules' derived values included) are flagged, and their computed values follow the data. */
export const decisionWriteHook: WriteHook = {
  name: 'dmn',
  inTransaction: (trx, changes) => maintainDecisions(trx, changes),
};
