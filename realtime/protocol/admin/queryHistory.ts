import { z } from 'zod';
import { idSchema } from '../ids';

/** One call of the generic data API as recorded for /queryHistory (administrators). */
export const queryHistoryEntrySchema = z.object({
  id: z.string(),
  userId: idSchema.nullable(),
  userName: z.string().nullable(),
  act: z.string(),
  /** The request payload as sent (JSON, cut at 10,000 characters). */
  payload: z.string(),
  /** The command run, when the call ran one. */
  command: z.string().nullable(),
  /** Run as a long-running (deferred) request: the duration is the run's, not the answer's. */
  deferred: z.boolean(),
  durationMs: z.number(),
  /** Rows answered (the `rows` of the answer); null when the call failed. */
  rows: z.number().int().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
export type QueryHistoryEntry = z.infer<typeof queryHistoryEntrySchema>;

/** GET /api/queryHistory?limit=&offset=&user=&act=&errorsOnly= (administrators), newest first. */
export const queryHistoryQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
    user: idSchema.optional(),
    act: z.string().max(50).optional(),
    errorsOnly: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  })
  .strict();
export const queryHistoryResultSchema = z.object({ rows: z.array(queryHistoryEntrySchema), total: z.number().int() });
export type QueryHistoryResult = z.infer<typeof queryHistoryResultSchema>;
