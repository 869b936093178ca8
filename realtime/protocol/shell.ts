import { z } from 'zod';
import { BACKEND_STATUSES } from './platform';

/**
 * GET /api/app/settings: how this installation shapes the shell. Anyone may read it (the public
 * layouts and the sign-in page need it before a user exists). Set by the operator through the
 * environment (README lists the variables).
 */
export const SECTIONS = ['chat', 'edu', 'onto', 'documents', 'admin'] as const;
export const sectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof sectionSchema>;

export const shellSettingsSchema = z.object({
  /** The product's short name: the page title ends with ' - ' and it. */
  shortName: z.string(),
  /** The backend version (the same as in every response's x-powered-by). */
  version: z.string(),
  /** Route paths (patterns as in the route table, e.g. '/fca' or '/fca/:id') nobody may open: BLOCKED_ROUTES. */
  blockedRoutes: z.array(z.string()),
  /** Whether each section is accessible (DISABLED_SECTIONS turns some off); the chat button shows only when `chat` is. */
  sections: z.record(sectionSchema, z.boolean()),
  /** Links of the main menu; null hides the item. */
  links: z.object({
    services: z.string().nullable(),
    contactDeveloper: z.string().nullable(),
    communityGroup: z.string().nullable(),
  }),
  /** Days between an account deletion request and the deletion (ACCOUNT_DELETION_DAYS). */
  accountDeletionDays: z.number().int(),
  /** Test-only controls (TEST_CONTROLS=on) are enabled; never on in production. */
  testControls: z.boolean(),
});
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

/** PUT /api/test/backend-status (TEST_CONTROLS=on, admins): forces the ping's status; null returns to the real one. */
export const testBackendStatusSchema = z.object({ status: z.enum(BACKEND_STATUSES).nullable() }).strict();
/** PUT /api/test/reported-version (TEST_CONTROLS=on, admins): the version x-powered-by reports; null: the real one. */
export const testReportedVersionSchema = z.object({ version: z.string().min(1).max(50).nullable() }).strict();

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
