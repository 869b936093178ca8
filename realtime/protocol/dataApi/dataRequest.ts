import { z } from 'zod';

/** POST /api/data: the envelope every act travels in, and the error answer. */

export const DATA_ACTS = ['get_data', 'get_form', 'set_data', 'set_data1'] as const;
export type DataAct = (typeof DATA_ACTS)[number];

export const dataRequestSchema = z
  .object({
    act: z.enum(DATA_ACTS),
    /** The data session from `auth/osa-sessionid`; the Authorization header is used when absent. */
    session: z.string().max(100).optional(),
    /** false: text values are sanitized of HTML before they are stored. */
    trust: z.boolean().default(true),
    payload: z.record(z.string(), z.unknown()).default({}),
    /** Run as a long-running request: the answer is `{ requestId }`. */
    deferred: z.boolean().optional(),
  })
  .strict();
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const errorResponseSchema = z.object({ error: z.string() });
