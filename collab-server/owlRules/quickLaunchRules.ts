import { callerAccess } from '../auth';
import type { QuickLaunchSource } from '../serverArea';
import { authoredMatches } from '../shell/quickLaunch';

/** OWL rules in quick launch: administrators find all, others the rules they wrote (platform spec §1, §6). */
export const rulesQuickLaunch: QuickLaunchSource = {
  kinds: ['owlRule'],
  matches: async (_ctx, caller, q, rank) => authoredMatches({ table: 'owl_rules', alias: 'r' }, callerAccess(caller), q, rank('owlRule')),
  link: (_kind, id) => `/owl-rule/${id}`,
};
