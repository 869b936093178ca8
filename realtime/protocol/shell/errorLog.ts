import { z } from 'zod';
import { idSchema } from '../ids';

const shortText = (max: number) => z.string().max(max);

/**
 * Debug info the client attaches to a logged error (platform spec §8). Unknown keys are dropped
 * rather than refused: an old client's error report is still worth keeping.
 */
export const clientErrorInfoSchema = z.object({
  url: shortText(2000).optional(),
  route: shortText(500).optional(),
  userId: shortText(100).nullable().optional(),
  isAdmin: z.boolean().optional(),
  versions: z.record(shortText(50), shortText(100)).refine((v) => Object.keys(v).length <= 10, 'at most 10 versions').optional(),
  plugins: z.array(shortText(200)).max(100).optional(),
  screen: z.union([shortText(100), z.object({ width: z.number().int().min(0), height: z.number().int().min(0) })]).optional(),
  agent: shortText(1000).optional(),
  /** Known API error (the server answered with `error`) or anything else. */
  tag: z.enum(['known', 'unknown']).optional(),
  stack: shortText(20_000).optional(),
});
export type ClientErrorInfo = z.infer<typeof clientErrorInfoSchema>;

/** POST /api/public/log-error: anonymous or signed in; the user is taken from the token, never the body. */
export const logErrorRequestSchema = z
  .object({
    msg: z.string().min(1).max(10_000),
    info: clientErrorInfoSchema.optional(),
    /** The data session, for clients that sign requests with it rather than the Authorization header. */
    session: z.string().max(100).optional(),
  })
  .strict();
export type LogErrorRequest = z.infer<typeof logErrorRequestSchema>;
export const logErrorResultSchema = z.object({ logged: z.literal(true) });

export const logErrorListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }).strict();
export const clientErrorSchema = z.object({
  id: z.string(),
  userId: idSchema.nullable(),
  msg: z.string(),
  info: clientErrorInfoSchema.nullable(),
  createdAt: z.string(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;
