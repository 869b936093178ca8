import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { dismissMessage, showMessage } from '../../state/messageStore';
import { ACCOUNT_DELETION_KEY, showAccountDeletionNotice } from '../session/sessionNotices';
import { formatDate } from '../../i18n/format';
import { accountDeletionDate, DEFAULT_ACCOUNT_DELETION_DAYS } from '../../../model/accountDeletion';
import { cancelAccountDeletion, requestAccountDeletion } from './accountDeletionApi';
import { DialogFrame } from './DialogFrame';
import { primaryButton, quietButton, dangerButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

export type AccountDeletionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 'request' asks for the deletion (main menu: delete account); 'cancel' withdraws the request. */
  mode?: 'request' | 'cancel';
};

/** Confirms an account deletion request (the date is the request plus the configured days) or its cancellation. */
export function AccountDeletionDialog({ open, onClose, mode = 'request' }: AccountDeletionDialogProps) {
  const { t } = useTranslation();
  const { settings, user } = useSnapshot(shellState);
  const [busy, setBusy] = useState(false);
  const days = settings?.accountDeletionDays;
  const plannedDate = user?.deleteAccountRequestDate
    ? accountDeletionDate(user.deleteAccountRequestDate, days)
    : accountDeletionDate(new Date(), days);

  async function confirm() {
    setBusy(true);
    try {
      if (mode === 'request') {
        const result = await requestAccountDeletion();
        showAccountDeletionNotice(formatDate(result.deletionDate));
      } else {
        await cancelAccountDeletion();
        dismissMessage(ACCOUNT_DELETION_KEY);
        showMessage({ kind: 'success', text: t('dialogs.accountDeletion.cancelled') });
      }
      onClose();
    } catch (e) {
      showMessage({ kind: 'error', text: t('dialogs.accountDeletion.failed', { error: errorText(e) }) });
    } finally {
      setBusy(false);
    }
  }

  const text = mode === 'request' ? 'request' : 'cancel';
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t(`dialogs.accountDeletion.${text}.title`)}
      testId="account-deletion-dialog"
      actions={
        <>
          <button type="button" className={quietButton} onClick={onClose}>
            {t('dialogs.cancel')}
          </button>
          <button
            type="button"
            className={mode === 'request' ? dangerButton : primaryButton}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="account-deletion-confirm"
          >
            {t(`dialogs.accountDeletion.${text}.confirm`)}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">
        {t(`dialogs.accountDeletion.${text}.explanation`, {
          date: formatDate(plannedDate),
          count: days ?? DEFAULT_ACCOUNT_DELETION_DAYS,
        })}
      </p>
    </DialogFrame>
  );
}
