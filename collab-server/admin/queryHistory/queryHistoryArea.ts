import type { ServerArea } from '../../serverArea';
import { queryHistoryRoutes } from './queryHistoryRoutes';
import * as m0006 from './migrations/0006_query_history';
import * as m0010 from './migrations/0010_query_history_seq';

/** The admin/queryHistory area as the server starts it (collab-server/areas.ts). */
export const queryHistoryArea: ServerArea = {
  name: 'admin/queryHistory',
  routes: queryHistoryRoutes,
  migrations: { '0006_query_history': m0006, '0010_query_history_seq': m0010 },
};
