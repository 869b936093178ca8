import { z } from 'zod';

/** At most this many recent links are kept per user (platform spec §9); pinned ones first. */
export const RECENT_LINKS_MAX = 15;

/**
 * A recent link (platform spec §3). `link` is the app path (with query) last used to open its
 * object; links to the same object are one entry (model/recentLinksIdentity.ts).
 */
export const recentLinkSchema = z.object({
  link: z.string().min(1).max(2000).regex(/^\//, 'an app path starting with /'),
  objectName: z.string().max(500),
  businessEntity: z.string().max(200).default(''),
  icon: z.string().max(100).default(''),
  /** ISO 8601: when it was last opened. */
  dt: z.string(),
  pinned: z.boolean(),
});
export type RecentLink = z.infer<typeof recentLinkSchema>;
export const recentLinksResultSchema = z.array(recentLinkSchema);

/** POST /api/app/recent-links: the caller opened `link`; it moves to the top (dt now) and the list is trimmed. */
export const visitRecentLinkSchema = recentLinkSchema.pick({ link: true, objectName: true, businessEntity: true, icon: true }).strict();
export type VisitRecentLink = z.infer<typeof visitRecentLinkSchema>;
/** PATCH /api/app/recent-links: pin or unpin. */
export const pinRecentLinkSchema = z.object({ link: recentLinkSchema.shape.link, pinned: z.boolean() }).strict();
/** DELETE /api/app/recent-links?link=… */
export const removeRecentLinkQuerySchema = z.object({ link: recentLinkSchema.shape.link }).strict();
