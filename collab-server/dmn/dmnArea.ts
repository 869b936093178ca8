import type { ServerArea } from '../serverArea';
import { dmnRoutes } from './dmnRoutes';
import { dmnOntologyRoutes } from './ontology/dmnOntologyRoutes';
import { decisionsQuickLaunch } from './quickLaunchDecisions';
import * as m0027 from './migrations/0027_dmn';
import { decisionWriteHook } from './ontology/decisionWriteHook';

/** The dmn area as the server starts it (collab-server/areas.ts). */
export const dmnArea: ServerArea = {
  name: 'dmn',
  routes: async (api, ctx) => {
    await dmnRoutes(api, ctx);
    await dmnOntologyRoutes(api, ctx);
  },
  quickLaunch: [decisionsQuickLaunch],
  migrations: { '0027_dmn': m0027 },
  writeHooks: [decisionWriteHook],
};
