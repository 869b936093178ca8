import { z } from 'zod';

/** POST /api/app/feedback: feedback or a message to the developers; every administrator is notified. */
export const feedbackRequestSchema = z
  .object({
    kind: z.enum(['feedback', 'contact']),
    subject: z.string().trim().min(1).max(500),
    message: z.string().trim().min(1).max(20_000),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackResultSchema = z.object({ sent: z.number().int() });
