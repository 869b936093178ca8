import { z } from 'zod';

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
