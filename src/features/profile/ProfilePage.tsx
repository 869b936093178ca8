import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import type { SessionUser } from '../../../realtime/protocol/auth';
import { ChangePasswordDialog } from '../../shell/dialogs/ChangePasswordDialog';
import { ProfileSection } from './ProfileSection';
import { ProfileDetails } from './ProfileDetails';
import { LanguageSelect } from './LanguageSelect';
import { AccountDeletionSection } from './AccountDeletionSection';
import { TagsManager } from './TagsManager';
import { NotesPad } from './NotesPad';

/** /user_profile: who the user is, language, password, account deletion and tags. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(shellState);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const signedIn = user?.isAuthenticated === true;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 md:p-6" data-testid="profile-page">
      <h1 className="text-2xl font-semibold text-gray-900">{t('profile.title')}</h1>
      {user && (
        <ProfileSection title={t('profile.details.title')}>
          <ProfileDetails user={user as SessionUser} />
        </ProfileSection>
      )}
      <ProfileSection title={t('profile.language.title')}>
        <LanguageSelect />
      </ProfileSection>
      {signedIn && (
        <>
          <ProfileSection title={t('profile.password.title')}>
            <div>
              <button type="button" className="rounded bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-dark" onClick={() => setPasswordOpen(true)} data-testid="change-password">
                {t('profile.password.change')}
              </button>
            </div>
            <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
          </ProfileSection>
          {user && (
            <ProfileSection title={t('profile.notes.title')} testId="profile-notes">
              <NotesPad userId={user.id} />
            </ProfileSection>
          )}
          <ProfileSection title={t('profile.tags.title')}>
            <TagsManager />
          </ProfileSection>
          <ProfileSection title={t('profile.account.title')}>
            <AccountDeletionSection />
          </ProfileSection>
        </>
      )}
    </div>
  );
}
