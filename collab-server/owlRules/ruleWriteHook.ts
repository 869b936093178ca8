import type { WriteHook } from '../ontologyStore';
import { assertRulesAllowChanges } from './ruleUsageGuard';
import { maintainDerived } from './ruleMaintenance';

/**
 * OWL rules on every write of the ontology: checked against the ontology as the write leaves it
 * (a rule that no longer types refuses the write), then what they derive follows the data.
 */
export const ruleWriteHook: WriteHook = {
  name: 'owlRules',
  inTransaction: async (trx, changes) => {
    await assertRulesAllowChanges(trx, changes);
    return maintainDerived(trx, changes);
  },
};
