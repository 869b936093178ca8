import { z } from 'zod';
import { commandNameSchema } from './getData';

/**
 * DELETE /api/utils/cache/command/:command (administrators: every cached answer of the command)
 * and DELETE /api/utils/cache/userCommand/:command (the caller's own cached answers of it).
 */
export const cacheCommandParamsSchema = z.object({ command: commandNameSchema }).strict();
/** The data session may be given in the query when no Authorization header is sent. */
export const cacheQuerySchema = z.object({ session: z.string().max(100).optional() }).strict();
/** `removed`: how many cached answers were deleted. */
export const cacheClearResultSchema = z.object({ result: z.literal('ok'), removed: z.number().int() });
export type CacheClearResult = z.infer<typeof cacheClearResultSchema>;
