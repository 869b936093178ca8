import type { ServerArea } from '../serverArea';
import { semanticSearchRoutes } from './semanticSearchRoutes';
import { searchesQuickLaunch } from './quickLaunchSearches';
import * as m0021 from './migrations/0021_semantic_search';
import { getSearchData } from './searchDataApi';

/** The semanticSearch area as the server starts it (collab-server/areas.ts). */
export const semanticSearchArea: ServerArea = {
  name: 'semanticSearch',
  routes: semanticSearchRoutes,
  quickLaunch: [searchesQuickLaunch],
  migrations: { '0021_semantic_search': m0021 },
  // get_data with `semanticSearch`: the saved search's rows, paged
  dataProviders: [
    {
      name: 'semanticSearch',
      accepts: (payload) => payload.semanticSearch !== undefined,
      read: (ctx, caller, payload) => getSearchData(ctx.db, caller, payload.semanticSearch ?? '', payload.limit ?? 100, payload.offset ?? 0),
    },
  ],
};
