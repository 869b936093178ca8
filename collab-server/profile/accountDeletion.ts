import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { User } from '../store';
import type { AccountDeletionRequested } from '../../realtime/protocol/profile/account';
import { forbidden } from '../problems';
import { UNDELETABLE_LOGIN } from '../auth';

export { UNDELETABLE_LOGIN };

const DAY_MS = 86_400_000;

export function deletionDate(requestedAt: Date, days: number): Date {
  return new Date(requestedAt.getTime() + days * DAY_MS);
}

/**
 * Records the request; the scheduler deletes the account once ACCOUNT_DELETION_DAYS have passed.
 * Asking again keeps the first date, so repeating the request does not postpone the deletion.
 */
export async function requestAccountDeletion(ctx: AppContext, user: User): Promise<AccountDeletionRequested> {
  if (user.login === UNDELETABLE_LOGIN || user.is_public) throw forbidden('Эту учётную запись удалить нельзя');
  const row = await ctx.db
    .updateTable('users')
    .set({ delete_account_request_date: sql<Date>`coalesce(delete_account_request_date, now())` })
    .where('id', '=', user.id)
    .returning('delete_account_request_date')
    .executeTakeFirstOrThrow();
  const requestedAt = new Date(row.delete_account_request_date ?? Date.now());
  return {
    deleteAccountRequestDate: requestedAt.toISOString(),
    deletionDate: deletionDate(requestedAt, ctx.config.accountDeletionDays).toISOString(),
  };
}

export async function cancelAccountDeletion(ctx: AppContext, userId: string): Promise<{ deleteAccountRequestDate: null }> {
  await ctx.db.updateTable('users').set({ delete_account_request_date: null }).where('id', '=', userId).execute();
  return { deleteAccountRequestDate: null };
}
