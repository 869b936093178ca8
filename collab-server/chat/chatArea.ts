import type { ServerArea } from '../serverArea';
import { chatRoutes } from './chatRoutes';
import * as m0012 from './migrations/0012_chat';

/** The chat area as the server starts it (collab-server/areas.ts). */
export const chatArea: ServerArea = {
  name: 'chat',
  routes: chatRoutes,
  migrations: { '0012_chat': m0012 },
};
