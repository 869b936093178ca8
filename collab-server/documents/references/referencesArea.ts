import type { ServerArea } from '../../serverArea';
import { referenceSearchRoutes } from './referenceSearchRoutes';

/** The documents/references area as the server starts it (collab-server/areas.ts): what a document may cite. */
export const referencesArea: ServerArea = {
  name: 'documents/references',
  routes: referenceSearchRoutes,
};
