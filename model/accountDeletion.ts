/** Days between an account deletion request and the deletion when settings do not say (platform spec §9). */
export const DEFAULT_ACCOUNT_DELETION_DAYS = 3;
const DAY_MS = 86_400_000;

/** When the account goes: the request plus the configured days — the sum the server's sweep uses (collab-server/profile/accountDeletion.ts). */
export function accountDeletionDate(requestedAt: Date | string, days: number | null | undefined): Date {
  const from = typeof requestedAt === 'string' ? new Date(requestedAt) : requestedAt;
  return new Date(from.getTime() + (days ?? DEFAULT_ACCOUNT_DELETION_DAYS) * DAY_MS);
}
