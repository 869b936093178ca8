import type { ServerArea } from '../../serverArea';
import { documentsRoutes } from './documentsRoutes';
import { documentsQuickLaunch } from './quickLaunchDocuments';
import { sdocRelayHooks } from './relay/sdocRelayHooks';
import * as m0017 from './migrations/0017_documents';

/** The documents/structured area as the server starts it (collab-server/areas.ts). */
export const structuredDocumentsArea: ServerArea = {
  name: 'documents/structured',
  routes: documentsRoutes,
  relayHooks: sdocRelayHooks,
  quickLaunch: [documentsQuickLaunch],
  migrations: { '0017_documents': m0017 },
};
