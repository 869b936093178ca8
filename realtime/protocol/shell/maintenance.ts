import { z } from 'zod';

/** GET and PUT /api/public/maintenanceMode. */
export const maintenanceModeSchema = z
  .object({
    enabled: z.boolean(),
    /** The announcement admins see: 'Включен режим обслуживания. Объявление: {message}'. */
    message: z.string().max(2000).default(''),
  })
  .strict();
export type MaintenanceModeBody = z.infer<typeof maintenanceModeSchema>;
