import type { ServerArea } from '../serverArea';
import { factExplorerRoutes } from './factExplorerRoutes';

/** The factExplorer area as the server starts it (collab-server/areas.ts). */
export const factExplorerArea: ServerArea = {
  name: 'factExplorer',
  routes: factExplorerRoutes,
};
