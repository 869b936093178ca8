import { z } from 'zod';

/** POST /api/account/delete-request and /api/account/delete-cancel. */
export const accountDeletionRequestedSchema = z.object({ deleteAccountRequestDate: z.string(), deletionDate: z.string() });
export type AccountDeletionRequested = z.infer<typeof accountDeletionRequestedSchema>;
export const accountDeletionCancelledSchema = z.object({ deleteAccountRequestDate: z.null() });
