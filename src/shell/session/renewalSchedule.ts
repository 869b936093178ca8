/** The identity flow's token-expiring notice (platform spec §7): the session is renewed this long before it ends. */
export const TOKEN_EXPIRING_NOTICE_MS = 20_000;
// setTimeout cannot wait longer than 2^31-1 ms; a later renewal is scheduled again on the way
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until the session should be renewed (0: now), or null when it has no expiry. */
export function msUntilRenewal(sessionExpiresAt: string | null, now: number): number | null {
  if (!sessionExpiresAt) return null;
  const expires = Date.parse(sessionExpiresAt);
  if (Number.isNaN(expires)) return null;
  return Math.min(Math.max(0, expires - TOKEN_EXPIRING_NOTICE_MS - now), MAX_TIMER_MS);
}
