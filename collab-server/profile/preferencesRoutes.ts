import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { preferenceKeyParamsSchema, setPreferenceSchema } from '../../realtime/protocol/profile/preferences';
import { deletePreference, readPreferences, writePreference } from './preferenceRepository';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';

/** The caller's own preferences (default domain, sort per class, …); every call answers the whole map. */
export async function preferencesRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/preferences', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return readPreferences(ctx.db, caller.user.id);
  });

  api.put('/app/preferences/:key', async (request) => {
    const { key } = parseInput(preferenceKeyParamsSchema, request.params, 'preference key');
    const body = parseInput(setPreferenceSchema, request.body, 'preference');
    const caller = await requireSignedIn(ctx, request);
    return writePreference(ctx.db, caller.user.id, key, body.value);
  });

  api.delete('/app/preferences/:key', async (request) => {
    const { key } = parseInput(preferenceKeyParamsSchema, request.params, 'preference key');
    const caller = await requireSignedIn(ctx, request);
    return deletePreference(ctx.db, caller.user.id, key);
  });
}
