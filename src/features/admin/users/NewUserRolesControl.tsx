import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { Button } from '../../../components/Button';
import { FormDialog } from '../../../components/FormDialog';
import { useLoad } from '../../../components/useLoad';
import { ChoiceChecklist } from '../ui/ChoiceChecklist';
import { LoadState } from '../ui/LoadState';
import { notifyError, notifySuccess } from '../ui/notify';
import { getNewUserRoles, setNewUserRoles } from './usersApi';

/**
 * «Роли нового пользователя»: the global roles every new account starts with (one made on this
 * page without choosing roles, one signing in through OpenID the first time), read and changed here.
 */
export function NewUserRolesControl({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const current = useLoad(getNewUserRoles, []);
  const [editing, setEditing] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const active = roles.filter((r) => !r.not_active);
  const names = (current.data?.roleIds ?? []).map((id) => roles.find((r) => r.id === id)?.name ?? t('admin.common.unknown'));
  useEffect(() => setEditing(null), [current.data]);

  async function save() {
    if (!editing) return;
    setBusy(true);
    try {
      await setNewUserRoles(editing);
      notifySuccess(t('admin.users.newUserRoles.saved'));
      current.reload();
    } catch (error) {
      notifyError(error, t('admin.users.newUserRoles.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="new-user-roles">
      <span className="text-gray-600">{t('admin.users.newUserRoles.summary')}</span>
      {current.error ? (
        <LoadState error={current.error} onRetry={current.reload} />
      ) : (
        <span className="font-medium text-gray-900" data-testid="new-user-roles-names">
          {current.data ? names.join(', ') || t('admin.users.newUserRoles.none') : '…'}
        </span>
      )}
      <Button variant="link" disabled={!current.data} onClick={() => setEditing([...(current.data?.roleIds ?? [])])} data-testid="new-user-roles-edit">
        {t('admin.users.newUserRoles.edit')}
      </Button>
      <FormDialog open={editing !== null} title={t('admin.users.newUserRoles.title')} onClose={() => setEditing(null)} onSubmit={() => void save()} busy={busy}>
        <ChoiceChecklist
          label={t('admin.users.startRoles')}
          hint={t('admin.users.newUserRoles.hint')}
          choices={active.map((r) => ({ id: r.id, label: r.name }))}
          value={editing ?? []}
          onChange={setEditing}
          empty={t('admin.users.noRoles')}
          chosenFirst
          testId="new-user-roles-choice"
        />
      </FormDialog>
    </div>
  );
}
