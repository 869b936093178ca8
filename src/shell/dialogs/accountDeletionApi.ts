import { apiFetch } from '../../api/apiFetch';
import { accountDeletionCancelledSchema, accountDeletionRequestedSchema, type AccountDeletionRequested } from '../../../realtime/protocol/profile/account';
import { shellState } from '../../state/shellState';

/** Asks for the account's deletion; the session user carries the request date from now on. */
export async function requestAccountDeletion(): Promise<AccountDeletionRequested> {
  const result = accountDeletionRequestedSchema.parse(await apiFetch<unknown>('account/delete-request', { method: 'POST' }));
  if (shellState.user) shellState.user.deleteAccountRequestDate = result.deleteAccountRequestDate;
  return result;
}

export async function cancelAccountDeletion(): Promise<void> {
  accountDeletionCancelledSchema.parse(await apiFetch<unknown>('account/delete-cancel', { method: 'POST' }));
  if (shellState.user) shellState.user.deleteAccountRequestDate = null;
}
