import i18next from 'i18next';
import { ApiError } from '../apiErrors';
import { showMessage, PERSISTENT } from '../../state/messageStore';

export const LICENCE_LIMIT_KEY = 'licence-limit';
// the server's text (collab-server/auth/authMessages.ts licensedUsersExceeded): sign-in answers 403 with it
const SERVER_TEXT_START = 'Превышено количество лицензированных пользователей';

/** Whether an API error says the licence's user limit is reached (auth/login answers 403). */
export function isLicenceLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message.startsWith(SERVER_TEXT_START);
}

/** The persistent message of platform spec §8: too many licensed users, contact support. */
export function showLicenceLimitMessage(): void {
  showMessage({ text: i18next.t('platform.notices.licenceLimit'), kind: 'error', timeout: PERSISTENT, key: LICENCE_LIMIT_KEY });
}
