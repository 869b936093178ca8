import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { formatDate } from '../../i18n/format';
import { AccountDeletionDialog } from '../../shell/dialogs/AccountDeletionDialog';
import { accountDeletionDate } from '../../../model/accountDeletion';

/** Request the account's deletion, or — once requested — see the date and cancel. */
export function AccountDeletionSection() {
  const { t } = useTranslation();
  const { user, settings } = useSnapshot(shellState);
  const [dialog, setDialog] = useState<'request' | 'cancel' | null>(null);
  const requested = user?.deleteAccountRequestDate ?? null;

  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="account-deletion">
      {requested ? (
        <>
          <p className="font-medium text-red-800" data-testid="account-deletion-date">
            {t('platform.notices.accountDeletion', { date: formatDate(accountDeletionDate(requested, settings?.accountDeletionDays)) })}
          </p>
          <div>
            <button type="button" className="rounded border border-primary px-3 py-1.5 text-primary hover:bg-primary-light" onClick={() => setDialog('cancel')}>
              {t('profile.account.cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-gray-600">{t('profile.account.explanation')}</p>
          <div>
            <button type="button" className="rounded border border-red-700 px-3 py-1.5 text-red-700 hover:bg-red-50" onClick={() => setDialog('request')}>
              {t('profile.account.request')}
            </button>
          </div>
        </>
      )}
      <AccountDeletionDialog open={dialog !== null} mode={dialog ?? 'request'} onClose={() => setDialog(null)} />
    </div>
  );
}
