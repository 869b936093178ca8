import type { ServerArea } from '../../serverArea';
import { commandCacheRoutes } from './commandCacheRoutes';

/**
 * The admin/commands area (collab-server/areas.ts): commands are instances of the ontology, run by
 * get_data (dataApi/commandRunner.ts); here, their cached answers are cleared.
 */
export const commandsArea: ServerArea = {
  name: 'admin/commands',
  routes: commandCacheRoutes,
};
