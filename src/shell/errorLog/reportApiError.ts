import i18next from 'i18next';
import { ApiError, KnownApiError } from '../../api/apiErrors';
import { composeErrorText } from '../../api/composeErrorText';
import { showMessage } from '../../state/messageStore';
import { isRedirectingToSignIn } from '../../api/signInRedirect';
import { logErrorToBackend } from './errorLog';
import { isLicenceLimitError, showLicenceLimitMessage } from '../../api/auth/licenceLimit';

/**
 * "Any generic error" of platform spec §8: an error-coloured message composed from the default
 * message (an i18n key; the unexpected-error fallback without one) and the error's lines, also
 * sent to public/log-error unless the error says noLog. Returns the text shown ('' when nothing).
 */
export function reportApiError(error: unknown, defaultMessageKey?: string): string {
  if (error instanceof Error && error.name === 'AbortError') return '';
  if (error instanceof ApiError && error.status === 401 && isRedirectingToSignIn()) return '';
  if (isLicenceLimitError(error)) {
    showLicenceLimitMessage();
    return i18next.t('platform.notices.licenceLimit');
  }
  const text = composeErrorText(defaultMessageKey ? i18next.t(defaultMessageKey) : undefined, error, i18next.t('platform.errors.unexpected'));
  showMessage({ text, kind: 'error' });
  if (!(error instanceof ApiError && error.noLog)) {
    const known = error instanceof KnownApiError;
    void logErrorToBackend(known ? `${text}\n${error.query}` : text, known ? 'known' : 'unknown', error instanceof Error ? error.stack : undefined);
  }
  return text;
}
