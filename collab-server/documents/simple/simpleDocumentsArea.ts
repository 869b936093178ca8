import type { ServerArea } from '../../serverArea';
import { simpleDocsRoutes } from './simpleDocsRoutes';
import * as m0018 from './migrations/0018_simple_documents';

/** The documents/simple area as the server starts it (collab-server/areas.ts). */
export const simpleDocumentsArea: ServerArea = {
  name: 'documents/simple',
  routes: simpleDocsRoutes,
  migrations: { '0018_simple_documents': m0018 },
};
