import type { ServerArea } from '../serverArea';
import { owlRulesRoutes } from './owlRulesRoutes';
import { rulesQuickLaunch } from './quickLaunchRules';
import * as m0026 from './migrations/0026_owl_rules';
import { ruleWriteHook } from './ruleWriteHook';

/** The owlRules area as the server starts it (collab-server/areas.ts). */
export const owlRulesArea: ServerArea = {
  name: 'owlRules',
  routes: owlRulesRoutes,
  quickLaunch: [rulesQuickLaunch],
  migrations: { '0026_owl_rules': m0026 },
  writeHooks: [ruleWriteHook],
};
