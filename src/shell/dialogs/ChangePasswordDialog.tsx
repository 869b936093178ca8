import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/apiFetch';
import { tokenStore } from '../../api/auth/tokenStore';
import { okResultSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SetPasswordRequest } from '../../../realtime/protocol/auth';
import { showMessage } from '../../state/messageStore';
import { DialogFrame, dialogInput } from './DialogFrame';
import { passwordFormProblem } from './passwordForm';
import { primaryButton, quietButton } from '../../components/buttonClasses';
import { errorText } from '../../api/errorText';

export type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

/** The user sets a new password for themself; their other sessions end (docs/api.md). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = passwordFormProblem(password, repeat);

  function close() {
    setPassword('');
    setRepeat('');
    setTried(false);
    onClose();
  }

  async function save() {
    setTried(true);
    if (problem) return;
    setSaving(true);
    try {
      const body: SetPasswordRequest = { password, session_id: tokenStore.session() ?? undefined };
      okResultSchema.parse(await apiFetch<unknown>('auth/set-password', { body }));
      showMessage({ kind: 'success', text: t('dialogs.changePassword.done') });
      close();
    } catch (e) {
      showMessage({ kind: 'error', text: t('dialogs.changePassword.failed', { error: errorText(e) }) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t('dialogs.changePassword.title')}
      testId="change-password-dialog"
      onSubmit={() => void save()}
      actions={
        <>
          <button type="button" className={quietButton} onClick={close}>
            {t('dialogs.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={saving}>
            {t('dialogs.changePassword.submit')}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-600">{t('dialogs.changePassword.rule', { min: PASSWORD_MIN_LENGTH })}</p>
      <label className="flex flex-col gap-1 text-sm">
        {t('dialogs.changePassword.password')}
        <input
          type="password"
          autoComplete="new-password"
          className={dialogInput}
          value={password}
          maxLength={PASSWORD_MAX_LENGTH + 1}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="new-password"
          autoFocus
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('dialogs.changePassword.repeat')}
        <input
          type="password"
          autoComplete="new-password"
          className={dialogInput}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          data-testid="repeat-password"
        />
      </label>
      {tried && problem && (
        <p className="text-sm text-red-700" role="alert">
          {t(`dialogs.changePassword.problems.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        </p>
      )}
    </DialogFrame>
  );
}
