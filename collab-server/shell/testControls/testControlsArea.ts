import type { ServerArea } from '../../serverArea';
import { testControlRoutes } from './testControlRoutes';

/** The shell/testControls area as the server starts it (collab-server/areas.ts). */
export const testControlsArea: ServerArea = {
  name: 'shell/testControls',
  routes: testControlRoutes,
};
