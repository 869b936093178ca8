import type { ServerArea } from '../../serverArea';
import { feedbackRoutes } from './feedbackRoutes';

/** The shell/feedback area as the server starts it (collab-server/areas.ts). */
export const feedbackArea: ServerArea = {
  name: 'shell/feedback',
  routes: feedbackRoutes,
};
