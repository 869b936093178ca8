import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { useLoad } from '../../../components/useLoad';
import { FormDialog } from '../../../components/FormDialog';
import { Checkbox } from '../ui/fields';
import { LoadState } from '../ui/LoadState';
import { StateBadge } from '../ui/StateBadge';
import { notifyError, notifySuccess } from '../ui/notify';
import { toggleItem } from '../ui/toggleItem';
import { getUserRoles, setUserRoles } from './usersApi';

/** The user's global roles (GET/PUT roles/user/:userId); roles on particular objects are assignments. */
export function UserRolesDialog({ user, roles, onClose }: { user: UserView | null; roles: readonly Role[]; onClose: () => void }) {
  const { t } = useTranslation();
  const held = useLoad(async () => (user ? (await getUserRoles(user.id)).roleIds : null), [user]);
  // the checked roles start as those held, loaded each time the dialog opens; null until then
  const [roleIds, setRoleIds] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setRoleIds(held.data ? [...held.data] : null), [held.data]);

  async function save() {
    if (!user || !roleIds) return;
    setBusy(true);
    try {
      await setUserRoles(user.id, roleIds);
      notifySuccess(t('admin.users.rolesSaved', { name: user.name }));
      onClose();
    } catch (error) {
      notifyError(error, t('admin.users.rolesFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={user !== null} title={t('admin.users.rolesTitle', { name: user?.name ?? '' })} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={roleIds === null}>
      <p className="text-sm text-gray-600">{t('admin.users.rolesNotice')}</p>
      {roleIds === null ? (
        <LoadState loading error={held.error} onRetry={held.reload} />
      ) : (
        <div className="flex flex-col gap-1.5">
          {roles.map((role) => (
            <Checkbox
              key={role.id}
              checked={roleIds.includes(role.id)}
              onChange={(on) => setRoleIds((ids) => ids && toggleItem(ids, role.id, on))}
              label={
                <span className="flex items-center gap-2">
                  {role.name} <code className="text-xs text-gray-500">{role.code}</code>
                  {role.not_active && <StateBadge tone="gray">{t('admin.roles.inactive')}</StateBadge>}
                </span>
              }
            />
          ))}
        </div>
      )}
    </FormDialog>
  );
}
