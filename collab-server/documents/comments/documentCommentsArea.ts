import type { ServerArea } from '../../serverArea';
import { documentCommentsRoutes } from './documentCommentsRoutes';

/** The documents/comments area as the server starts it (collab-server/areas.ts). */
export const documentCommentsArea: ServerArea = {
  name: 'documents/comments',
  routes: documentCommentsRoutes,
};
