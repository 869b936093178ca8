import { z } from 'zod';
import { idSchema } from '../ids';

/** A data call run as a long-running request: started with `deferred: true`, then polled (platform spec §7). */

export const DEFERRED_STATUSES = ['pending', 'completed', 'error'] as const;
export type DeferredStatus = (typeof DEFERRED_STATUSES)[number];
/** Answer of POST /api/data with `deferred: true`. */
export const deferredStartSchema = z.object({ requestId: idSchema });
/** Path parameters of GET/DELETE /api/data/:requestId[/status]. */
export const deferredParamsSchema = z.object({ requestId: idSchema }).strict();
/** Query of the deferred follow-up calls: the data session when no Authorization header is sent. */
export const deferredQuerySchema = z.object({ session: z.string().max(100).optional() }).strict();
/** GET /api/data/:requestId/status. A request left pending longer than DEFERRED_TIMEOUT_MS reads as error. */
export const deferredStatusSchema = z.object({ requestId: idSchema, status: z.enum(DEFERRED_STATUSES) });
/** DELETE /api/data/:requestId. */
export const deferredDeleteResultSchema = z.object({ result: z.literal('ok') });
/** The client's poll timeout (spec: 1800000 ms); the server gives up on a request pending that long. */
export const DEFERRED_TIMEOUT_MS = 1_800_000;
