import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { presentShellSettings } from './shellSettings';

/** GET /api/app/settings: how this installation shapes the shell. */
export async function settingsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  // anyone: the sign-in page and the public layouts need the short name and the blocked routes
  api.get('/app/settings', async () => presentShellSettings(ctx));
}
