import { z } from 'zod';

/** GET /api/public/ping: the backend status the client polls every 10 s (platform spec §4). */
export const SERVICE_STATUSES = ['GREEN', 'RED'] as const;
export const BACKEND_STATUSES = ['GREEN', 'YELLOW', 'RED'] as const;
export const serviceStatusSchema = z.object({
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  latencyMs: z.number(),
  message: z.string().optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
export const pingResultSchema = z.object({ status: z.enum(BACKEND_STATUSES), services: z.array(serviceStatusSchema) });
export type PingResult = z.infer<typeof pingResultSchema>;
