import type { ServerArea } from '../serverArea';
import { reasonerRoutes } from './reasonerRoutes';
import * as m0025 from './migrations/0025_reasoner';
import * as m0029 from './migrations/0029_reasoner_member_ids';
import { startReasoner } from './reasonerRuntime';
import { reasonerWriteHook } from './reasonerWriteHook';

/** The reasoner area as the server starts it (collab-server/areas.ts). */
export const reasonerArea: ServerArea = {
  name: 'reasoner',
  routes: reasonerRoutes,
  migrations: { '0025_reasoner': m0025, '0029_reasoner_member_ids': m0029 },
  writeHooks: [reasonerWriteHook],
  start: (ctx, { changes }) => startReasoner(ctx, changes),
};
