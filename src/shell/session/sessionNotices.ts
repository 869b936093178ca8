import i18next from 'i18next';
import { showMessage, PERSISTENT } from '../../state/messageStore';
import { shellState } from '../../state/shellState';
import type { SessionUser } from '../../../realtime/protocol/auth';
import { accountDeletionDate, licenceExpiryWarningDate } from './sessionNoticeDates';

export const LICENCE_EXPIRY_KEY = 'licence-expiry';
export const ACCOUNT_DELETION_KEY = 'account-deletion';

/**
 * The notices after sign-in (platform spec §2): the licence expiring within 7 days, and the
 * account's deletion date when deletion was requested. Call once per sign-in.
 */
export function showSessionNotices(user: SessionUser, today: Date = new Date()): void {
  if (user.isPublic) return;
  const expiry = licenceExpiryWarningDate(user.licenseExpirationDate, today);
  if (expiry) showMessage({ text: i18next.t('platform.notices.licenceExpiry', { date: expiry }), kind: 'warning', key: LICENCE_EXPIRY_KEY });
  const deletion = accountDeletionDate(user.deleteAccountRequestDate, shellState.settings?.accountDeletionDays);
  if (deletion) showAccountDeletionNotice(deletion);
}

/** 'Учетная запись будет удалена {date} г.', until the user closes it or cancels the deletion (dismissMessage(ACCOUNT_DELETION_KEY)). */
export function showAccountDeletionNotice(date: string): void {
  showMessage({ text: i18next.t('platform.notices.accountDeletion', { date }), kind: 'warning', timeout: PERSISTENT, key: ACCOUNT_DELETION_KEY });
}
