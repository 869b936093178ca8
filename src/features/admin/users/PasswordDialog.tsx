import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../realtime/protocol/auth';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { FormDialog } from '../../../components/FormDialog';
import { Field, inputClass } from '../ui/fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { passwordFields } from './passwordFields';
import { setUserPassword } from './usersApi';

/** An admin sets another user's password (POST auth/set-password with user_id); all their sessions end. */
export function PasswordDialog({ user, onClose }: { user: UserView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPassword('');
    setRepeat('');
  }, [user]);

  const check = passwordFields(password, repeat);

  async function save() {
    if (!user) return;
    setBusy(true);
    try {
      await setUserPassword(user.id, password);
      notifySuccess(t('admin.users.passwordSet', { name: user.name }));
      onClose();
    } catch (error) {
      notifyError(error, t('admin.users.passwordFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={user !== null}
      title={t('admin.users.passwordTitle', { name: user?.name ?? '' })}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      invalid={!check.ready}
    >
      <p className="text-sm text-gray-600">{t('admin.users.passwordNotice')}</p>
      <Field label={t('admin.users.newPassword')} error={check.password ? t(`admin.users.passwordProblems.${check.password}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined}>
        <input className={inputClass} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
      </Field>
      <Field label={t('admin.users.repeatPassword')} error={check.repeat ? t('admin.users.passwordMismatch') : undefined}>
        <input className={inputClass} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
